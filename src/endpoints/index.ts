import type { Endpoint } from 'payload'

import type { DefinedEndpoint } from '@/lib/api/define-endpoint'

import { authenticateEndpoint } from './auth/authenticate'
import { favouriteIdsEndpoint } from './favourites/ids'
import { favouritesListEndpoint } from './favourites/list'
import { favouriteRemoveEndpoint } from './favourites/remove'
import { favouriteSaveEndpoint } from './favourites/save'
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
import { listingIndexEndpoint } from './listing/list-index'
import { listingInquiryEndpoint } from './listing/inquiry'
import { listingInquiryConfirmEndpoint } from './listing/inquiry-confirm'
import { listingInquiryTokenEndpoint } from './listing/inquiry-token'
import { listingNdaAcceptEndpoint } from './listing/nda-accept'
import { listingNdaApprovalEndpoint } from './listing/nda-approval'
import { listingNdaApproveEndpoint, listingNdaDeclineEndpoint } from './listing/nda-decide'
import { listingNdaListEndpoint } from './listing/nda-list'
import { listingNdaMineEndpoint } from './listing/nda-mine'
import { listingNdaRevokeEndpoint } from './listing/nda-revoke'
import { locationsEndpoint } from './listing/locations'
import { listingMyEndpoint } from './listing/my'
import { listingRenewEndpoint } from './listing/renew'
import { listingReportEndpoint } from './listing/report'
import { listingStatsEndpoint } from './listing/stats'
import { listingViewEndpoint } from './listing/view'
import { healthEndpoint } from './meta/health'
import { openApiEndpoint } from './meta/openapi'
import { readyEndpoint } from './meta/ready'
import { revalidateEndpoint } from './meta/revalidate'
import { cancelSubscriptionEndpoint } from './payments/cancel'
import { changePlanEndpoint } from './payments/change'
import { checkoutEndpoint } from './payments/checkout'
import { plansEndpoint } from './payments/plans'
import { portalEndpoint } from './payments/portal'
import { stripeWebhookEndpoint } from './payments/webhook'
import { savedSearchDeleteEndpoint } from './saved-searches/delete'
import { savedSearchListEndpoint } from './saved-searches/list'
import { savedSearchSaveEndpoint } from './saved-searches/save'
import { savedSearchUnsubscribeEndpoint } from './saved-searches/unsubscribe'
import { teamCancelInviteEndpoint } from './user/team/cancel-invite'
import { teamDisableMemberEndpoint } from './user/team/disable-member'
import { teamInviteEndpoint } from './user/team/invite'
import { teamEndpoint } from './user/team/team'
import { confirmEndpoint } from './user/confirm'
import { deleteAccountEndpoint } from './user/delete'
import { exportEndpoint } from './user/export'
import { inviteEndpoint } from './user/invite'
import { logoutEndpoint } from './user/logout'
import { passwordEndpoint } from './user/password'
import { resetCheckEndpoint } from './user/reset-check'
import { resetConfirmEndpoint } from './user/reset-confirm'
import { resetRequestEndpoint } from './user/reset-request'
import { sessionEndEndpoint } from './user/session-end'
import { sessionsEndpoint } from './user/sessions'
import { sessionsEndOthersEndpoint } from './user/sessions-end-others'
import { secondFactorConfirmEndpoint } from './user/second-factor-confirm'
import { secondFactorOffEndpoint } from './user/second-factor-off'
import { secondFactorOfferEndpoint } from './user/second-factor-offer'
import { secondFactorStatusEndpoint } from './user/second-factor-status'
import { settingsGetEndpoint } from './user/settings-get'
import { settingsSaveEndpoint } from './user/settings-save'
import { signupEndpoint } from './user/signup'
import { signupWithCodeEndpoint } from './user/signup-with-code'
import { usersExportEndpoint } from './payload-users/export'
import { usersFirstRegisterEndpoint } from './payload-users/first-register'
import { usersForgotPasswordEndpoint } from './payload-users/forgot-password'
import { usersLoginEndpoint } from './payload-users/login'
import { usersSecondFactorResetEndpoint } from './payload-users/second-factor-reset'

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
  listingViewEndpoint,
  listingInquiryTokenEndpoint,
  listingInquiryConfirmEndpoint,
  listingInquiryEndpoint,
  listingStatsEndpoint,
  listingNdaMineEndpoint,
  listingNdaListEndpoint,
  listingNdaAcceptEndpoint,
  listingNdaApprovalEndpoint,
  listingNdaApproveEndpoint,
  listingNdaDeclineEndpoint,
  listingNdaRevokeEndpoint,
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
  secondFactorStatusEndpoint,
  secondFactorOfferEndpoint,
  secondFactorConfirmEndpoint,
  secondFactorOffEndpoint,
  inviteEndpoint,
  logoutEndpoint,
  sessionsEndpoint,
  sessionEndEndpoint,
  sessionsEndOthersEndpoint,
  exportEndpoint,
  deleteAccountEndpoint,
]
const team = [teamEndpoint, teamInviteEndpoint, teamCancelInviteEndpoint, teamDisableMemberEndpoint]
const payments = [plansEndpoint, checkoutEndpoint, changePlanEndpoint, cancelSubscriptionEndpoint, portalEndpoint, stripeWebhookEndpoint]
const favourites = [favouritesListEndpoint, favouriteIdsEndpoint, favouriteSaveEndpoint, favouriteRemoveEndpoint]
const savedSearches = [savedSearchListEndpoint, savedSearchSaveEndpoint, savedSearchUnsubscribeEndpoint, savedSearchDeleteEndpoint]

/** Every call of the /api/* contract (docs/product.md#calls; the OpenAPI document at /api/openapi.json lists them), in one place. */
export const contract: DefinedEndpoint[] = [
  ...listing,
  ...team,
  ...payments,
  ...account,
  ...favourites,
  ...savedSearches,
  revalidateEndpoint,
  healthEndpoint,
  readyEndpoint,
]

export const endpoints: Endpoint[] = [
  ...contract.filter((call) => !favourites.includes(call) && !savedSearches.includes(call)),
  openApiEndpoint(contract),
].map(({ endpoint }) => endpoint)

/**
 * The calls under /api/favourites, on the favourites collection (payload.config.ts): Payload
 * hands every path under a collection's slug to that collection's endpoints, never to the root
 * ones, and matches them before its generated routes. So GET /api/favourites and DELETE
 * /api/favourites/{id} are ours, about the caller's own saved listings, and the generated find
 * and delete-by-id are not reachable there (the collection is read in the panel, never deleted).
 */
export const favouritesCollectionEndpoints: Endpoint[] = favourites.map(({ endpoint }) => ({
  ...endpoint,
  path: endpoint.path.replace(/^\/favourites/, '') || '/',
}))

/**
 * The calls under /api/saved-searches, on the saved-searches collection, for the same reason: the
 * generated find and delete-by-id are not reachable there (the panel lists through the Local API
 * and deletes several at once, at /api/saved-searches?where=…).
 */
export const savedSearchesCollectionEndpoints: Endpoint[] = savedSearches.map(({ endpoint }) => ({
  ...endpoint,
  path: endpoint.path.replace(/^\/saved-searches/, '') || '/',
}))

/**
 * Our routes in place of Payload's built-in ones of the same path on the users collection
 * (/api/users/login, /first-register, /forgot-password), and the panel's export of a user
 * (/api/users/:id/export) and reset of their second factor (/api/users/:id/second-factor/reset):
 * collection endpoints are matched
 * before Payload's own, the first match wins. payload.config.ts adds them to the collection.
 */
export const usersCollectionEndpoints: Endpoint[] = [
  usersLoginEndpoint,
  usersFirstRegisterEndpoint,
  usersForgotPasswordEndpoint,
  usersExportEndpoint,
  usersSecondFactorResetEndpoint,
]
