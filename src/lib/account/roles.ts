import type { PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

export const ROLES = ['admin', 'moderator', 'editor', 'user'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = Partial<Pick<User, 'id' | 'roles' | 'blocked' | 'is_deleted'>>

/**
 * The user a request acts for, or null. Blocked and team-disabled users are treated as
 * visitors, so blocking someone ends what their open sessions can do at once.
 */
export function activeUser(req: Pick<PayloadRequest, 'user'>): User | null {
  const user = req.user as (User & { collection?: string }) | null | undefined
  if (!user || (user.collection && user.collection !== 'users')) return null
  if (user.blocked || user.is_deleted) return null
  return user
}

export const hasRole = (user: MaybeUser | null | undefined, ...roles: Role[]): boolean =>
  Boolean(user?.roles?.some((role) => roles.includes(role as Role)))

export const isStaffUser = (user: MaybeUser | null | undefined) => hasRole(user, 'admin', 'moderator', 'editor')
