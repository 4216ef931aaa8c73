import type { Access, FieldAccess } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** The operator: may do everything. */
export const isAdmin: Access = ({ req }) => hasRole(activeUser(req), 'admin')

export const isAdminField: FieldAccess = ({ req }) => hasRole(activeUser(req), 'admin')
