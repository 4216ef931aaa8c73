import type { Access, FieldAccess } from 'payload'

import { activeUser } from '@/lib/account/roles'

/** Any signed-in user who is not blocked. */
export const isLoggedIn: Access = ({ req }) => Boolean(activeUser(req))

export const isLoggedInField: FieldAccess = ({ req }) => Boolean(activeUser(req))
