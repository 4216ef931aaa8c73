import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { sendEmail } from '@/email/send'
import { inviteMessage } from '@/email/templates/invite'
import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { requireMailToAddress } from '@/services/mail-caps'

import { findUserByEmail, normalizeEmail } from './users'

/** Invitations (site and team) one user may send in a day: plenty for people, little for spam. */
export const INVITES_PER_DAY = 20
const DAY_MS = 24 * 60 * 60 * 1000

async function sentToday(payload: Payload, inviterId: number) {
  const { totalDocs } = await payload.count({
    collection: 'invites',
    where: { and: [{ invitedBy: { equals: inviterId } }, { createdAt: { greater_than: new Date(Date.now() - DAY_MS).toISOString() } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * Invites someone to the site: a pending invitation with an unguessable code, mailed as a
 * sign-up link in the inviter's language. An address that already has an account gets
 * nothing, but the answer is the same, so inviting never tells who is registered. One address
 * gets at most its hourly share of invitations, whoever sends them (a 429 past it).
 */
export async function inviteToSite(payload: Payload, inviter: User, rawEmail: string, locale: Locale): Promise<void> {
  if ((await sentToday(payload, inviter.id)) >= INVITES_PER_DAY) throw new AppError('tooMany', 'account.invite_limit')
  const email = normalizeEmail(rawEmail)
  // Counted before the lookup, for registered addresses too, so a 429 tells nothing about them.
  await requireMailToAddress(payload, 'invite', email)
  if (await findUserByEmail(payload, email)) return
  const code = crypto.randomBytes(24).toString('base64url')
  await payload.create({
    collection: 'invites',
    data: { email, kind: 'site', code, invitedBy: inviter.id, status: 'pending' },
    overrideAccess: true,
  })
  const name = `${inviter.first_name} ${inviter.last_name}`.trim()
  await sendEmail(payload, email, inviteMessage({ locale, inviter: name, code }))
}
