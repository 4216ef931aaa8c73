import type { Access, FieldAccess } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** Editors keep the content (articles, terms, categories, locations, settings); admins too. */
export const isEditorOrAdmin: Access = ({ req }) => hasRole(activeUser(req), 'admin', 'editor')

export const isEditorOrAdminField: FieldAccess = ({ req }) => hasRole(activeUser(req), 'admin', 'editor')
