import type { Endpoint } from 'payload'

import type { DefinedEndpoint } from '@/lib/api/define-endpoint'

import { authenticateEndpoint } from './auth/authenticate'
import { listingAttachmentDownloadEndpoint } from './listing/attachment-download'
import { listingCategoriesEndpoint } from './listing/categories'
import { listingCategoryEndpoint } from './listing/category'
import { listingContactEndpoint } from './listing/contact'
import { listingCountEndpoint } from './listing/count'
import { listingCreateEndpoint } from './listing/create'
import { listingDeleteByBodyEndpoint, listingDeleteEndpoint } from './listing/delete'
import { listingFeatureEndpoint } from './listing/feature'
import { listingFeaturedEndpoint } from './listing/featured'
import { listingGetEndpoint } from './listing/get'
import { listingGetBySlugEndpoint } from './listing/get-by-slug'
import { listingIndexEndpoint } from './listing/index'
import { locationsEndpoint } from './listing/locations'
import { listingMyEndpoint } from './listing/my'
import { listingRenewEndpoint } from './listing/renew'
import { listingReportEndpoint } from './listing/report'
import { openApiEndpoint } from './meta/openapi'
import { revalidateEndpoint } from './meta/revalidate'
import { cancelSubscriptionEndpoint } from './payments/cancel'
import { changePlanEndpoint } from './payments/change'
import { checkoutEndpoint } from './payments/checkout'
import { plansEndpoint } from './payments/plans'
import { portalEndpoint } from './payments/portal'
import { stripeWebhookEndpoint } from './payments/webhook'
import { teamCancelInviteEndpoint } from './team/cancel-invite'
import { teamDisableMemberEndpoint } from './team/disable-member'
import { teamInviteEndpoint } from './team/invite'
import { teamEndpoint } from './team/team'
import { confirmEndpoint } from './user/confirm'
import { deleteAccountEndpoint } from './user/delete'
import { exportEndpoint } from './user/export'
import { inviteEndpoint } from './user/invite'
import { logoutEndpoint } from './user/logout'
import { passwordEndpoint } from './user/password'
import { resetCheckEndpoint } from './user/reset-check'
import { resetConfirmEndpoint } from './user/reset-confirm'
import { resetRequestEndpoint } from './user/reset-request'
import { settingsGetEndpoint } from './user/settings-get'
import { settingsSaveEndpoint } from './user/settings-save'
import { signupEndpoint } from './user/signup'
import { signupWithCodeEndpoint } from './user/signup-with-code'
import { usersExportEndpoint } from './users/export'
import { usersFirstRegisterEndpoint } from './users/first-register'
import { usersForgotPasswordEndpoint } from './users/forgot-password'
import { usersLoginEndpoint } from './users/login'

const listing = [
  listingIndexEndpoint,
  listingCountEndpoint,
  listingFeaturedEndpoint,
  listingCategoriesEndpoint,
  listingCategoryEndpoint,
  listingMyEndpoint,
  listingGetEndpoint,
  listingGetBySlugEndpoint,
  listingContactEndpoint,
  listingReportEndpoint,
  locationsEndpoint,
  listingCreateEndpoint,
  listingDeleteEndpoint,
  listingDeleteByBodyEndpoint,
  listingRenewEndpoint,
  listingFeatureEndpoint,
  listingAttachmentDownloadEndpoint,
]
const account = [
  authenticateEndpoint,
  signupEndpoint,
  signupWithCodeEndpoint,
  resetRequestEndpoint,
  resetCheckEndpoint,
  resetConfirmEndpoint,
  confirmEndpoint,
  settingsGetEndpoint,
  settingsSaveEndpoint,
  passwordEndpoint,
  inviteEndpoint,
  logoutEndpoint,
  exportEndpoint,
  deleteAccountEndpoint,
]
const team = [teamEndpoint, teamInviteEndpoint, teamCancelInviteEndpoint, teamDisableMemberEndpoint]
const payments = [plansEndpoint, checkoutEndpoint, changePlanEndpoint, cancelSubscriptionEndpoint, portalEndpoint, stripeWebhookEndpoint]

/** Every call of the /api/* contract (spec section 7 and ours), in one place. */
export const contract: DefinedEndpoint[] = [...listing, ...team, ...payments, ...account, revalidateEndpoint]

export const endpoints: Endpoint[] = [...contract, openApiEndpoint(contract)].map(({ endpoint }) => endpoint)

/**
 * Our routes in place of Payload's built-in ones of the same path on the users collection
 * (/api/users/login, /first-register, /forgot-password), and the panel's export of a user
 * (/api/users/:id/export): collection endpoints are matched
 * before Payload's own, the first match wins. payload.config.ts adds them to the collection.
 */
export const usersCollectionEndpoints: Endpoint[] = [
  usersLoginEndpoint,
  usersFirstRegisterEndpoint,
  usersForgotPasswordEndpoint,
  usersExportEndpoint,
]
