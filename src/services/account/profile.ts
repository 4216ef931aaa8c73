import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { requireMailToAddress } from '@/services/mail-caps'

import { checkCurrentPassword } from './current-password'
import { requestEmailChange } from './email-change'
import { emailTakenByAnother, localeOf, normalizeEmail } from './users'

export type ProfileForm = { first_name: string; last_name: string; phone: string; email: string; locale: Locale }

/** The profile settings form as the account holds it now. */
export const profileForm = (user: User): ProfileForm => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  email: user.email,
  locale: localeOf(user),
})

/** What a save did: the account as saved, and the address now waiting for its confirmation link, if any. */
export type SavedProfile = { user: User; pendingEmail: string | null }

/**
 * Saves a user's own profile with their own rights (field access applies). A new e-mail
 * address is not written: with the current password it starts an e-mail change
 * (services/account/email-change), so a stolen session cannot move the account away and then
 * reset its password. An address another account uses is a field error.
 */
export async function saveProfile(
  payload: Payload,
  user: User,
  form: Omit<ProfileForm, 'locale'> & { locale?: Locale; password?: string },
): Promise<SavedProfile> {
  const email = normalizeEmail(form.email)
  const changing = email !== normalizeEmail(user.email)
  if (changing && (await emailTakenByAnother(payload, email, user.id))) {
    throw new AppError('invalid', 'account.settings_error_message', { errors: { email: 'account.email_taken' } })
  }
  if (changing && !form.password) {
    throw new AppError('invalid', 'account.settings_error_message', { errors: { password: 'account.email_change_needs_password' } })
  }
  if (changing) await checkCurrentPassword(payload, user.id, form.password!, 'password')
  // The link goes to an address the caller chooses: it gets its hourly share, then a 429.
  if (changing) await requireMailToAddress(payload, 'emailChange', email)
  const { first_name, last_name, phone, locale } = form
  const saved = await payload.update({
    collection: 'users',
    id: user.id,
    data: { first_name, last_name, phone, ...(locale && { locale }) },
    user,
    overrideAccess: false,
  })
  if (changing) await requestEmailChange(payload, saved, email)
  return { user: saved, pendingEmail: changing ? email : null }
}
