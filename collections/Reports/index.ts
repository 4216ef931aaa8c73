import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isModeratorOrAdmin } from '@/access/isModeratorOrAdmin'
import { nobody } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'
import { REASON_TEXT_MAX } from '@/lib/moderation/reasons'

import { catalogueLabel } from '../fields/catalogueLabel'
import { LANGUAGE_OPTIONS } from '../fields/languageOptions'
import { PANEL_DATE_FORMAT } from '../fields/panelDateFormat'
import { reasonOptions } from '../fields/moderationReason'
import { countOpenReports } from './hooks/countOpenReports'
import { actOnHandling, stampHandling } from './hooks/handleReport'

/**
 * Notices about listings (Digital Services Act Art. 16): anyone may report a listing through the
 * report call; moderators work through the open ones in the panel. Created only by the server.
 */
export const Reports: CollectionConfig = {
  slug: 'reports',
  labels: { singular: catalogueLabel('reports.singular'), plural: catalogueLabel('reports.plural') },
  admin: {
    group: catalogueLabel('audit.group'),
    defaultColumns: ['createdAt', 'listing', 'openReports', 'reason', 'status', 'reporterEmail'],
    hidden: panelFor('admin', 'moderator'),
  },
  defaultSort: '-createdAt',
  access: { read: isModeratorOrAdmin, create: nobody, update: isModeratorOrAdmin, delete: isAdmin },
  disableDuplicate: true,
  hooks: { beforeChange: [stampHandling], afterChange: [actOnHandling] },
  fields: [
    {
      name: 'listing',
      type: 'relationship',
      relationTo: 'listings',
      // Not required: a report outlives its listing's deletion (the reference becomes empty).
      index: true,
      label: catalogueLabel('reports.fields.listing'),
    },
    {
      name: 'openReports',
      type: 'number',
      virtual: true,
      label: catalogueLabel('reports.fields.openReports'),
      admin: { readOnly: true, position: 'sidebar' },
      hooks: { afterRead: [countOpenReports] },
    },
    { name: 'reason', type: 'select', required: true, options: reasonOptions(), label: catalogueLabel('reports.fields.reason') },
    { name: 'details', type: 'textarea', maxLength: REASON_TEXT_MAX, label: catalogueLabel('reports.fields.details') },
    { name: 'reporterEmail', type: 'email', label: catalogueLabel('reports.fields.reporterEmail') },
    {
      name: 'reporterLocale',
      type: 'select',
      defaultValue: 'lv',
      options: LANGUAGE_OPTIONS,
      label: catalogueLabel('reports.fields.reporterLocale'),
    },
    { name: 'reporter', type: 'relationship', relationTo: 'users', index: true, label: catalogueLabel('reports.fields.reporter') },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: (['open', 'actioned', 'dismissed'] as const).map((value) => ({ value, label: catalogueLabel(`reports.status.${value}`) })),
      label: catalogueLabel('reports.fields.status'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'handledBy',
      type: 'relationship',
      relationTo: 'users',
      label: catalogueLabel('reports.fields.handledBy'),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'handledAt',
      type: 'date',
      label: catalogueLabel('reports.fields.handledAt'),
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: PANEL_DATE_FORMAT } },
    },
  ],
}
