import { forbidden } from '@/lib/errors/app-error'
import { relationId } from '@/lib/database/relation-id'
import type { User } from '@/payload-types'

/** The owner of the user's team: their `team`, or the user themself when they own one. */
export const teamOwnerId = (user: Pick<User, 'id' | 'team'>): number => relationId(user.team) ?? user.id

/** Only the owner manages a team; its members see it read-only. */
export function requireTeamOwner(user: Pick<User, 'id' | 'team'>): number {
  if (teamOwnerId(user) !== user.id) throw forbidden('team.ownerOnly')
  return user.id
}
