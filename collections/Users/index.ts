import type { CollectionConfig } from 'payload'

import { anyoneField } from '@/access/anyone'
import { blockerField } from '@/access/blockerField'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobodyField } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'
import { selfOrAdminField } from '@/access/selfOrAdminField'
import { selfOrModerator } from '@/access/selfOrModerator'
import { selfOrStaffField } from '@/access/selfOrStaffField'
import { NAME_MAX, PHONE_MAX } from '@/lib/account/limits'
import { ROLES } from '@/lib/account/roles'

import { catalogueLabel } from '../fields/catalogueLabel'
import { LANGUAGE_OPTIONS } from '../fields/languageOptions'
import { reasonFields } from '../fields/moderationReason'
import { PANEL_DATE_FORMAT } from '../fields/panelDateFormat'
import { YES_NO_CELL } from '../fields/yesNoCell'
import { requireReason } from '../hooks/requireReason'

import { forgotPasswordEmail, verifyEmail } from './authEmails'
import { capVerificationEmail } from './hooks/capVerificationEmail'
import { deleteUserContent } from './hooks/deleteUserContent'
import { endSessionsOnBlock } from './hooks/endSessionsOnBlock'
import { endSessionsOnStaffRole } from './hooks/endSessionsOnStaffRole'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { guardEmailChange } from './hooks/guardEmailChange'
import { guardPasswordChange } from './hooks/guardPasswordChange'
import { recordModeration } from './hooks/recordModeration'
import { refuseBlockedLogin } from './hooks/refuseBlockedLogin'
import { requireSecondFactor } from './hooks/requireSecondFactor'
import { revalidateSellerListings } from './hooks/revalidateSellerListings'
import { tellOldAddress } from './hooks/tellOldAddress'

const WEEK_IN_SECONDS = 7 * 24 * 60 * 60

const blockNeedsReason = requireReason({ restricted: (user) => user.blocked === true, reason: 'blockedReasonCode', text: 'blockedReason' })

const adminOnlyWrite = { create: isAdminField, update: isAdminField }
const privateRead = { read: selfOrStaffField }
const adminOnly = { read: isAdminField, ...adminOnlyWrite }
const serverOnly = { read: nobodyField, create: nobodyField, update: nobodyField }

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { lv: 'Lietotājs', en: 'User' }, plural: { lv: 'Lietotāji', en: 'Users' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'first_name', 'last_name', 'roles', 'blocked', 'createdAt'],
    group: { lv: 'Lietotāji', en: 'People' },
    hidden: panelFor('admin', 'moderator'),
    // No field of a user is localized: copying between languages would copy nothing.
    disableCopyToLocale: true,
  },
  auth: {
    verify: verifyEmail,
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      // Our hourly shares alone limit reset requests (src/services/account/password-reset.ts, which mails the link
      // itself): Payload's own interval, new in 3.90, would only add a `resetPasswordRequestedAt` column.
      minRequestInterval: 0,
      ...forgotPasswordEmail,
    },
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: WEEK_IN_SECONDS,
    // The session lives in the HttpOnly cookie only: no login, me, refresh or reset answer carries it.
    removeTokenFromResponses: true,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && !process.env.INSECURE_COOKIES,
    },
  },
  access: {
    admin: isStaff,
    read: selfOrModerator,
    create: isAdmin,
    update: selfOrModerator,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeLogin: [refuseBlockedLogin, requireSecondFactor],
    beforeOperation: [guardPasswordChange, guardEmailChange, capVerificationEmail],
    beforeChange: [firstUserIsAdmin, endSessionsOnBlock, endSessionsOnStaffRole, blockNeedsReason],
    afterChange: [revalidateSellerListings, tellOldAddress, recordModeration],
    beforeDelete: [deleteUserContent],
  },
  fields: [
    { name: 'email', type: 'email', label: catalogueLabel('admin.fields.email'), access: { ...privateRead, update: selfOrAdminField } },
    {
      name: '_verified',
      type: 'checkbox',
      label: catalogueLabel('admin.fields.verified'),
      access: { ...privateRead, ...adminOnlyWrite },
      admin: { components: { Cell: YES_NO_CELL } },
    },
    {
      // A new address waits here until its owner opens the link mailed to it (services/account/email-change).
      name: 'pendingEmail',
      type: 'email',
      label: { lv: 'Jaunais e-pasts (gaida apstiprinājumu)', en: 'New e-mail (awaiting confirmation)' },
      access: { ...privateRead, create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.pendingEmail) },
    },
    {
      // Payload keeps the password outside the fields; a field of this name only gives the panel
      // its access, so "change password" shows only to those the server lets set one
      // (guardPasswordChange). Virtual: Payload's auth still stores the hash, nothing else; hidden:
      // never in an answer. Readable, because the panel ignores a field whose access is all false.
      name: 'password',
      type: 'text',
      virtual: true,
      hidden: true,
      access: { read: anyoneField, ...adminOnlyWrite },
    },
    // Hidden keeps them out of answers, not out of writes: only the e-mail change service sets them.
    { name: 'emailChangeTokenHash', type: 'text', hidden: true, access: serverOnly },
    { name: 'emailChangeExpiration', type: 'date', hidden: true, access: serverOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'first_name',
          type: 'text',
          required: true,
          maxLength: NAME_MAX,
          label: { lv: 'Vārds', en: 'First name' },
          access: { update: selfOrAdminField },
        },
        {
          name: 'last_name',
          type: 'text',
          required: true,
          maxLength: NAME_MAX,
          label: { lv: 'Uzvārds', en: 'Last name' },
          access: { update: selfOrAdminField },
        },
      ],
    },
    {
      name: 'phone',
      type: 'text',
      maxLength: PHONE_MAX,
      label: { lv: 'Tālrunis', en: 'Phone' },
      access: { ...privateRead, update: selfOrAdminField },
    },
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'lv',
      options: LANGUAGE_OPTIONS,
      label: { lv: 'Saziņas valoda', en: 'Preferred language' },
      access: { update: selfOrAdminField },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['user'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: catalogueLabel(`admin.roles.${role}`), value: role })),
      label: { lv: 'Lomas', en: 'Roles' },
      access: adminOnlyWrite,
      admin: { position: 'sidebar' },
    },
    {
      name: 'blocked',
      type: 'checkbox',
      defaultValue: false,
      label: { lv: 'Bloķēts', en: 'Blocked' },
      access: { create: isAdminField, update: blockerField },
      admin: { position: 'sidebar', components: { Cell: YES_NO_CELL } },
    },
    ...reasonFields({
      name: 'blockedReasonCode',
      textName: 'blockedReason',
      label: { lv: 'Bloķēšanas iemesls', en: 'Reason for blocking' },
      textLabel: { lv: 'Paskaidrojums lietotājam', en: 'Explanation for the user' },
      access: { ...privateRead, create: isAdminField, update: blockerField },
      shownWhen: (data) => Boolean(data?.blocked),
    }),
    {
      name: 'team',
      type: 'relationship',
      relationTo: 'users',
      label: { lv: 'Komanda (īpašnieks)', en: 'Team (owner)' },
      access: { ...privateRead, ...adminOnlyWrite },
      admin: { position: 'sidebar' },
    },
    {
      name: 'is_deleted',
      type: 'checkbox',
      defaultValue: false,
      label: { lv: 'Atspējots komandā', en: 'Disabled in team' },
      access: adminOnlyWrite,
      admin: { position: 'sidebar', components: { Cell: YES_NO_CELL } },
    },
    {
      // The panel's GDPR export of this person (src/endpoints/payload-users/export.ts); the button shows for admins only.
      name: 'dataExport',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/admin/export-user-button#ExportUserButton' } },
    },
    {
      // Whether the person logs in with a second factor; admins reset it here (src/services/second-factor/reset.ts).
      name: 'secondFactor',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/admin/second-factor-field#SecondFactorField' } },
    },
    {
      name: 'subscription',
      type: 'group',
      label: { lv: 'Abonements', en: 'Subscription' },
      access: { ...privateRead, ...adminOnlyWrite },
      fields: [
        { name: 'plan_name', type: 'text', label: catalogueLabel('admin.fields.planName') },
        {
          name: 'status',
          type: 'select',
          options: ['active', 'pending', 'canceled'].map((value) => ({
            label: catalogueLabel(`admin.subscriptionStatus.${value}`),
            value,
          })),
          label: catalogueLabel('admin.fields.subscriptionStatus'),
        },
        {
          name: 'payment_schedule',
          type: 'select',
          options: ['monthly', 'yearly'].map((value) => ({ label: catalogueLabel(`admin.paymentSchedule.${value}`), value })),
          label: catalogueLabel('admin.fields.paymentSchedule'),
        },
        {
          name: 'current_period_end',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: PANEL_DATE_FORMAT } },
          label: catalogueLabel('admin.fields.currentPeriodEnd'),
        },
        {
          name: 'cancel_at_period_end',
          type: 'checkbox',
          admin: { components: { Cell: YES_NO_CELL } },
          label: catalogueLabel('admin.fields.cancelAtPeriodEnd'),
        },
        // Stripe's ids: operators look an account up at Stripe by them; its owner never sees them.
        {
          name: 'stripe_customer_id',
          type: 'text',
          index: true,
          access: adminOnly,
          label: catalogueLabel('admin.fields.stripeCustomerId'),
        },
        { name: 'stripe_subscription_id', type: 'text', access: adminOnly, label: catalogueLabel('admin.fields.stripeSubscriptionId') },
      ],
    },
  ],
}
