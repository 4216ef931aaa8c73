import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { sendEmail } from '@/email/send'
import { teamInviteEmail } from '@/email/templates/team-invite'
import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { INVITES_PER_DAY } from '@/services/account/invite'
import { localeOf } from '@/services/account/users'
import { requireMailToAddress } from '@/services/mail-caps'
import { effectivePlan } from '@/services/payments/subscription'

import { inviteEmail } from './invite-email'
import type { SentInvite } from './read-team'
import { seatsTaken } from './seats'
import { withTeamLock } from './team-lock'
import { requireTeamOwner, teamOwnerId } from './team-owner'

const DAY_MS = 24 * 60 * 60 * 1000

const conflict = (key: string, code: string) => new AppError('conflict', key, { code, extra: { success: false } })

/**
 * Invites an address to the owner's team: checks the address, that it is neither invited nor
 * on the team, that a seat is free and the day's invitations are not used up (and the address's
 * hourly share of invitations, whoever sends them); stores a pending invitation with an
 * unguessable code and mails the sign-up link: to an account in its own language, to a new
 * address in the request's.
 */
export async function inviteTeamMember(req: PayloadRequest, owner: User, rawEmail: string, locale: Locale): Promise<SentInvite> {
  const ownerId = requireTeamOwner(owner)
  const email = inviteEmail(rawEmail)
  // Outside the team's transaction (the count takes a connection of its own); before the
  // lookups, so a 429 tells nothing about the address.
  await requireMailToAddress(req.payload, 'invite', email, { code: 'rate_limited', extra: { success: false } })
  const { invite, registered, mailLocale } = await withTeamLock(req, ownerId, async () => {
    const pending = await req.payload.count({
      collection: 'invites',
      where: {
        and: [{ kind: { equals: 'team' } }, { team: { equals: ownerId } }, { status: { equals: 'pending' } }, { email: { equals: email } }],
      },
      user: owner,
      overrideAccess: false,
      req,
    })
    if (pending.totalDocs > 0) throw conflict('team.alreadyInvited', 'already_invited')

    // Looking an address up among all accounts needs overrideAccess. Only a team-mate's address
    // is refused: anyone else is invited alike, so the answer never tells who has an account.
    const { docs: accounts } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      select: { team: true, locale: true },
      overrideAccess: true,
      req,
    })
    if (accounts[0] && teamOwnerId(accounts[0]) === ownerId) throw conflict('team.alreadyInvited', 'already_invited')

    const { limits } = await effectivePlan(req.payload, owner, { req })
    if ((await seatsTaken(req, ownerId)) >= limits.teamSeats) {
      throw new AppError('forbidden', 'team.hitLimit', { code: 'hit_limit', extra: { success: false } })
    }
    // One daily budget with site invitations (services/account/invite), so mail cannot be sprayed.
    const sentToday = await req.payload.count({
      collection: 'invites',
      where: { and: [{ invitedBy: { equals: ownerId } }, { createdAt: { greater_than: new Date(Date.now() - DAY_MS).toISOString() } }] },
      user: owner,
      overrideAccess: false,
      req,
    })
    if (sentToday.totalDocs >= INVITES_PER_DAY)
      throw new AppError('tooMany', 'team.tooManyInvites', { code: 'rate_limited', extra: { success: false } })

    // Only admins create invitations through REST; the owner's right to invite was checked above.
    const created = await req.payload.create({
      collection: 'invites',
      data: {
        email,
        kind: 'team',
        team: ownerId,
        invitedBy: ownerId,
        status: 'pending',
        code: crypto.randomBytes(24).toString('base64url'),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { invite: created, registered: accounts.length > 0, mailLocale: accounts[0] ? localeOf(accounts[0]) : locale }
  })
  // Queued after the commit, so the link never points at an invitation that was rolled back.
  await sendEmail(req.payload, email, teamInviteEmail(mailLocale, { owner, code: invite.code, registered }))
  return { id: invite.id, email: invite.email, created_at: invite.createdAt }
}
