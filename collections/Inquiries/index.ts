import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { listingTeamOrAdmin } from '@/access/listingTeamOrAdmin'
import { nobody } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'
import { PHONE_MAX } from '@/lib/account/limits'
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX } from '@/lib/inquiry/limits'
import { INQUIRY_STATUSES } from '@/lib/inquiry/status'

import { catalogueLabel } from '../fields/catalogueLabel'
import { LANGUAGE_OPTIONS } from '../fields/languageOptions'
import { PANEL_DATE_FORMAT } from '../fields/panelDateFormat'

/**
 * A buyer's inquiry about a listing, sent through the site (src/services/inquiries/send-inquiry.ts)
 * and mailed to the seller once the buyer confirmed their address (deliver-inquiry.ts), or held
 * in the seller's inbox past the mail caps. It holds the buyer's address, so only the listing's
 * team and admins read it; nobody writes it but the server. The rows go with their listing.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: catalogueLabel('inquiries.singular'), plural: catalogueLabel('inquiries.plural') },
  admin: {
    group: catalogueLabel('favourites.group'),
    defaultColumns: ['createdAt', 'listing', 'name', 'email', 'status'],
    hidden: panelFor('admin'),
  },
  defaultSort: '-createdAt',
  access: { read: listingTeamOrAdmin, create: nobody, update: nobody, delete: isAdmin },
  disableDuplicate: true,
  fields: [
    {
      name: 'listing',
      type: 'relationship',
      relationTo: 'listings',
      required: true,
      index: true,
      label: catalogueLabel('inquiries.fields.listing'),
    },
    { name: 'name', type: 'text', required: true, maxLength: INQUIRY_NAME_MAX, label: catalogueLabel('inquiries.fields.name') },
    { name: 'email', type: 'email', required: true, label: catalogueLabel('inquiries.fields.email') },
    { name: 'phone', type: 'text', maxLength: PHONE_MAX, label: catalogueLabel('inquiries.fields.phone') },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: INQUIRY_MESSAGE_MAX,
      label: catalogueLabel('inquiries.fields.message'),
    },
    { name: 'locale', type: 'select', defaultValue: 'lv', options: LANGUAGE_OPTIONS, label: catalogueLabel('inquiries.fields.locale') },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unconfirmed',
      index: true,
      options: INQUIRY_STATUSES.map((value) => ({ value, label: catalogueLabel(`inquiries.status.${value}`) })),
      label: catalogueLabel('inquiries.fields.status'),
    },
    // When the buyer's address was confirmed (by the mailed link, or their signed-in account's): set once, so one click delivers once.
    {
      name: 'confirmed_at',
      type: 'date',
      label: catalogueLabel('inquiries.fields.confirmed_at'),
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: PANEL_DATE_FORMAT } },
    },
    // The buyer's account when they were signed in, so their erasure finds what they wrote.
    { name: 'sender', type: 'relationship', relationTo: 'users', index: true, label: catalogueLabel('inquiries.fields.sender') },
  ],
}
