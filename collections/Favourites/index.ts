import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'

import { catalogueLabel } from '../fields/catalogueLabel'

/**
 * A listing a signed-in user saved (the heart). Written only by the favourites services; the
 * price seen when saved is kept so the saved screen can say when it changed.
 */
export const Favourites: CollectionConfig = {
  slug: 'favourites',
  labels: { singular: catalogueLabel('favourites.singular'), plural: catalogueLabel('favourites.plural') },
  admin: {
    group: catalogueLabel('favourites.group'),
    defaultColumns: ['createdAt', 'user', 'listing', 'savedPrice'],
    hidden: panelFor('admin'),
  },
  defaultSort: '-createdAt',
  // Only the saver removes a favourite (DELETE /api/favourites/{listingId} is theirs, which the
  // panel's delete would also call); rows also go with their user or listing.
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  indexes: [{ fields: ['user', 'listing'], unique: true }],
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: catalogueLabel('favourites.fields.user'),
    },
    {
      name: 'listing',
      type: 'relationship',
      relationTo: 'listings',
      required: true,
      index: true,
      label: catalogueLabel('favourites.fields.listing'),
    },
    // Null when the listing had no price (on request) when saved.
    { name: 'savedPrice', type: 'number', label: catalogueLabel('favourites.fields.savedPrice') },
  ],
}
