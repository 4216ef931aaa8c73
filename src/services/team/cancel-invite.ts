import type { PayloadRequest } from 'payload'

import { AppError, notFound } from '@/lib/errors/app-error'
import { relationId } from '@/lib/database/relation-id'
import type { User } from '@/payload-types'

import { requireTeamOwner } from './team-owner'

/**
 * Withdraws a pending team invitation of the owner's team; its code stops working. Another
 * team's invitation is as absent as a missing one (404); one already accepted or cancelled is a
 * 409, as the page's list may simply be stale.
 */
export async function cancelTeamInvite(req: PayloadRequest, owner: User, inviteId: number): Promise<void> {
  const ownerId = requireTeamOwner(owner)
  const invite = await req.payload.findByID({
    collection: 'invites',
    id: inviteId,
    depth: 0,
    disableErrors: true,
    user: owner,
    overrideAccess: false,
    req,
  })
  if (!invite || invite.kind !== 'team' || relationId(invite.team) !== ownerId) throw notFound('team.inviteNotFound')
  if (invite.status !== 'pending') throw new AppError('conflict', 'team.inviteNotPending')
  // Only admins change invitations through REST; this one was just found to be the owner's.
  await req.payload.update({ collection: 'invites', id: inviteId, data: { status: 'cancelled' }, depth: 0, overrideAccess: true, req })
}
