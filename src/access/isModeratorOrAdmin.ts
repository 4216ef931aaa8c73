import type { Access, FieldAccess } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** Moderators hide listings and block users; admins may too. */
export const isModeratorOrAdmin: Access = ({ req }) => hasRole(activeUser(req), 'admin', 'moderator')

export const isModeratorOrAdminField: FieldAccess = ({ req }) => hasRole(activeUser(req), 'admin', 'moderator')
