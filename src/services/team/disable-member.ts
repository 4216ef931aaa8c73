import type { PayloadRequest } from 'payload'

import { AppError, forbidden, notFound } from '@/lib/errors/app-error'
import { relationId } from '@/lib/database/relation-id'
import type { User } from '@/payload-types'

import { requireTeamOwner } from './team-owner'

/**
 * Disables a member of the owner's team: they become a visitor at once (their sessions end in
 * collections/Users/hooks/endSessionsOnBlock) and cannot sign in. Nobody disables themselves;
 * anyone outside the team is as absent as a missing account (404); disabling twice is a 409.
 */
export async function disableTeamMember(req: PayloadRequest, owner: User, memberId: number): Promise<void> {
  const ownerId = requireTeamOwner(owner)
  if (memberId === ownerId) throw forbidden('team.cannotDisableSelf')
  // Reading another account needs overrideAccess; only its team and state are looked at.
  const member = await req.payload.findByID({
    collection: 'users',
    id: memberId,
    depth: 0,
    disableErrors: true,
    select: { team: true, is_deleted: true },
    overrideAccess: true,
    req,
  })
  if (!member || relationId(member.team) !== ownerId) throw notFound('team.memberNotFound')
  if (member.is_deleted) throw new AppError('conflict', 'team.alreadyDisabled')
  // is_deleted is admin-only through REST; the account was just found to be on the owner's team.
  await req.payload.update({ collection: 'users', id: memberId, data: { is_deleted: true }, depth: 0, overrideAccess: true, req })
}
