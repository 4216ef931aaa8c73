import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { sendEmail } from '@/email/send'
import { confirmEmailChangeMessage } from '@/email/templates/confirm-email-change'
import { emailChangeRequestedMessage } from '@/email/templates/email-change-requested'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { mayMail } from '@/services/mail-caps'

import { emailTakenByAnother, isShutOut, localeOf } from './users'

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000

/** Only a hash is stored: a leaked database row does not hand out working links. */
const hashOf = (code: string) => crypto.createHash('sha256').update(code).digest('hex')

/**
 * Starts moving an account to `newEmail` (the caller has checked the current password): the
 * address waits as pendingEmail, the new address gets a one-day link, and the current address
 * is told at once. Until the link is opened nothing about signing in changes. A second request
 * replaces the first, whose link stops working.
 */
export async function requestEmailChange(payload: Payload, user: User, newEmail: string): Promise<void> {
  const code = crypto.randomBytes(20).toString('hex')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      pendingEmail: newEmail,
      emailChangeTokenHash: hashOf(code),
      emailChangeExpiration: new Date(Date.now() + LINK_LIFETIME_MS).toISOString(),
    },
    overrideAccess: true,
  })
  const locale = localeOf(user)
  await sendEmail(payload, newEmail, confirmEmailChangeMessage({ locale, name: user.first_name, token: code }))
  if (await mayMail(payload, 'emailChangeNotice', user.email)) {
    await sendEmail(payload, user.email, emailChangeRequestedMessage({ locale, name: user.first_name, newEmail }))
  }
}

/**
 * Makes the change a link from requestEmailChange asked for; false when the code is no such
 * link (unknown, used or expired). Opening it proves the new address, so it counts as
 * confirmed. The old address hears of the change from the users collection's afterChange hook.
 */
export async function confirmEmailChange(payload: Payload, code: string): Promise<boolean> {
  const user = await payload.db.findOne<User>({
    collection: 'users',
    where: {
      and: [{ emailChangeTokenHash: { equals: hashOf(code) } }, { emailChangeExpiration: { greater_than: new Date().toISOString() } }],
    },
  })
  if (!user?.pendingEmail || isShutOut(user)) return false
  if (await emailTakenByAnother(payload, user.pendingEmail, user.id)) throw new AppError('conflict', 'account.email_taken')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { email: user.pendingEmail, pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiration: null, _verified: true },
    overrideAccess: true,
    // collections/Users/hooks/guardEmailChange: the link proved the new address.
    context: { emailChangeVerified: true },
  })
  return true
}
