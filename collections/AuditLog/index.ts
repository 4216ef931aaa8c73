import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'
import { AUDIT_ACTIONS } from '@/lib/moderation/audit-actions'

import { catalogueLabel } from '../fields/catalogueLabel'
import { reasonOptions } from '../fields/moderationReason'

/**
 * Who did what to which document, when and why: written only by the server (src/services/audit),
 * read only by admins, never changed or removed through any API. Erasing a person keeps their
 * entries but strips what identifies them (src/services/account/erase-account.ts).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: catalogueLabel('audit.singular'), plural: catalogueLabel('audit.plural') },
  admin: {
    group: catalogueLabel('audit.group'),
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'actor', 'subject', 'documentCollection', 'documentId', 'reason'],
    listSearchableFields: ['summary', 'documentId'],
    hidden: panelFor('admin'),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ value, label: catalogueLabel(`audit.actions.${value}`) })),
      label: catalogueLabel('audit.fields.action'),
    },
    { name: 'summary', type: 'text', label: catalogueLabel('audit.fields.summary') },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true, label: catalogueLabel('audit.fields.actor') },
    { name: 'actorRoles', type: 'text', label: catalogueLabel('audit.fields.actorRoles') },
    { name: 'subject', type: 'relationship', relationTo: 'users', index: true, label: catalogueLabel('audit.fields.subject') },
    {
      name: 'documentCollection',
      type: 'select',
      index: true,
      options: (['listings', 'users', 'reports'] as const).map((value) => ({ value, label: catalogueLabel(`audit.collections.${value}`) })),
      label: catalogueLabel('audit.fields.documentCollection'),
    },
    { name: 'documentId', type: 'text', index: true, label: catalogueLabel('audit.fields.documentId') },
    { name: 'reason', type: 'select', options: reasonOptions(), label: catalogueLabel('audit.fields.reason') },
    { name: 'reasonText', type: 'textarea', label: catalogueLabel('audit.fields.reasonText') },
    { name: 'changes', type: 'json', label: catalogueLabel('audit.fields.changes') },
  ],
}
