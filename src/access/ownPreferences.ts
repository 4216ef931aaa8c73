import type { Access } from 'payload'

import { activeUser } from '@/lib/account/roles'

import { userRelationIs } from './userRelationIs'

/** Admin panel preferences (Payload's payload-preferences): each user reaches only their own. */
export const ownPreferences: Access = ({ req }) => {
  const user = activeUser(req)
  if (!user) return false
  return userRelationIs(user.id)
}
