import type { User } from '@/payload-types'

export type PublicUser = {
  id: number
  email: string
  first_name: string
  last_name: string
  phone: string | null
  roles: User['roles']
  locale: User['locale']
  created_at: string
}

/** What the client may keep of an account (docs/product.md#entities: kept in the browser under `user`): no tokens, no internals. */
export const publicUser = (user: User): PublicUser => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? null,
  roles: user.roles,
  locale: user.locale ?? null,
  created_at: user.createdAt,
})
