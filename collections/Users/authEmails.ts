import type { PayloadRequest } from 'payload'

import { confirmEmailMessage } from '@/email/templates/confirm-email'
import { resetPasswordMessage } from '@/email/templates/reset-password'
import { defaultLocale, isLocale } from '@/i18n/routing'

type AuthEmailArgs = { req?: PayloadRequest; token?: string; user?: { first_name?: string | null; locale?: string | null } }

const recipient = ({ token, user }: AuthEmailArgs = {}) => ({
  locale: isLocale(user?.locale) ? user.locale : defaultLocale,
  name: user?.first_name,
  token: token ?? '',
})

/**
 * Payload's own account mails (an account an admin creates, /api/users/forgot-password) in
 * our templates: the same texts in the user's language, linking to the site's pages rather
 * than the admin panel's.
 */
export const verifyEmail = {
  generateEmailSubject: (args?: AuthEmailArgs) => confirmEmailMessage(recipient(args)).subject,
  generateEmailHTML: (args?: AuthEmailArgs) => confirmEmailMessage(recipient(args)).html,
}

export const forgotPasswordEmail = {
  generateEmailSubject: (args?: AuthEmailArgs) => resetPasswordMessage(recipient(args)).subject,
  generateEmailHTML: (args?: AuthEmailArgs) => resetPasswordMessage(recipient(args)).html,
}
