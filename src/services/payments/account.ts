import { forbidden } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { teamOwnerId } from '@/services/team/team-owner'

/** The account that pays: the team uses its owner's plan, so only the owner buys, changes or cancels it (403 for members). */
export function payingAccount(user: User): User {
  if (teamOwnerId(user) !== user.id) throw forbidden('payments.ownerOnly')
  return user
}
