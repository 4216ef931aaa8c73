import type { Payload } from 'payload'

import { sendEmail } from '@/email/send'
import { emailChangedMessage } from '@/email/templates/email-changed'
import { ApiError } from '@/lib/api/api-error'
import type { User } from '@/payload-types'

import { localeOf, normalizeEmail } from './users'

export type ProfileForm = { first_name: string; last_name: string; phone: string; email: string }

/** The profile settings form as the account holds it now. */
export const profileForm = (user: User): ProfileForm => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  email: user.email,
})

async function emailTakenByAnother(payload: Payload, email: string, userId: number) {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ email: { equals: email } }, { id: { not_equals: userId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Saves a user's own profile with their own rights (field access applies). An address that
 * another account uses is a field error. When the address changes, the old one is told, so
 * someone who took over the session cannot quietly move the account away.
 */
export async function saveProfile(payload: Payload, user: User, form: ProfileForm): Promise<User> {
  const email = normalizeEmail(form.email)
  if (await emailTakenByAnother(payload, email, user.id)) {
    throw new ApiError(400, 'account.settings_error_message', { errors: { email: 'account.email_taken' } })
  }
  const saved = await payload.update({ collection: 'users', id: user.id, data: { ...form, email }, user, overrideAccess: false })
  if (email !== normalizeEmail(user.email)) {
    await sendEmail(payload, user.email, emailChangedMessage({ locale: localeOf(user), name: saved.first_name, newEmail: email }))
  }
  return saved
}
