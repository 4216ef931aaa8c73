import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'

import { catalogueLabel } from '../fields/catalogueLabel'
import { LANGUAGE_OPTIONS } from '../fields/languageOptions'
import { PANEL_DATE_FORMAT } from '../fields/panelDateFormat'

const dateAdmin = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: PANEL_DATE_FORMAT } }

/**
 * A search a signed-in user asked to be told about: a daily digest of new listings matching it.
 * Holds the consent (who, when, which search, in which language) and its withdrawal; an
 * unsubscribed search is kept as the record of both. Written only by the saved-search services.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: catalogueLabel('savedSearches.singular'), plural: catalogueLabel('savedSearches.plural') },
  admin: {
    group: catalogueLabel('favourites.group'),
    defaultColumns: ['createdAt', 'user', 'category', 'locale', 'lastDigestAt', 'unsubscribedAt'],
    hidden: panelFor('admin'),
  },
  defaultSort: '-createdAt',
  // The rows are the record of consent and its withdrawal: no one deletes them (they go with their
  // user); only the owner withdraws one (DELETE /api/saved-searches/{id} is theirs, which the
  // panel's delete would also call) or the link in a digest does.
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: catalogueLabel('savedSearches.fields.user'),
    },
    // Empty: every category.
    { name: 'category', type: 'relationship', relationTo: 'categories', label: catalogueLabel('savedSearches.fields.category') },
    // The search as POST /api/listing/index takes its optional fields (q, price_min, region, sort, …).
    { name: 'search', type: 'json', required: true, label: catalogueLabel('savedSearches.fields.search') },
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'lv',
      options: LANGUAGE_OPTIONS,
      label: catalogueLabel('savedSearches.fields.locale'),
    },
    {
      name: 'consentAt',
      type: 'date',
      required: true,
      label: catalogueLabel('savedSearches.fields.consentAt'),
      admin: dateAdmin,
    },
    // Listings published after this moment are the next digest's news; moved on each digest.
    {
      name: 'checkedUntil',
      type: 'date',
      required: true,
      index: true,
      label: catalogueLabel('savedSearches.fields.checkedUntil'),
      admin: dateAdmin,
    },
    { name: 'lastDigestAt', type: 'date', label: catalogueLabel('savedSearches.fields.lastDigestAt'), admin: dateAdmin },
    {
      name: 'unsubscribedAt',
      type: 'date',
      index: true,
      label: catalogueLabel('savedSearches.fields.unsubscribedAt'),
      admin: dateAdmin,
    },
  ],
}
