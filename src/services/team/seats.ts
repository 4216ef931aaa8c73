import type { PayloadRequest } from 'payload'

/**
 * Seats a team takes: the owner, its active members and its pending invitations. Disabled
 * members free their seat, otherwise an owner could never make room again (nothing re-enables
 * a member).
 */
export async function seatsTaken(req: PayloadRequest, ownerId: number): Promise<number> {
  // Counting other accounts needs overrideAccess: a user may read no account but their own.
  const members = await req.payload.count({
    collection: 'users',
    where: { and: [{ team: { equals: ownerId } }, { is_deleted: { not_equals: true } }] },
    overrideAccess: true,
    req,
  })
  const invites = await req.payload.count({
    collection: 'invites',
    where: { and: [{ kind: { equals: 'team' } }, { team: { equals: ownerId } }, { status: { equals: 'pending' } }] },
    user: req.user,
    overrideAccess: false,
    req,
  })
  return 1 + members.totalDocs + invites.totalDocs
}
