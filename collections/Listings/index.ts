import type { CollectionConfig, CollectionSlug, FieldAccess } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { isLoggedIn } from '@/access/isLoggedIn'
import { isModeratorOrAdminField } from '@/access/isModeratorOrAdmin'
import { nobodyField } from '@/access/nobody'
import { ownDocumentsOrAdmin } from '@/access/ownDocumentsOrAdmin'
import { ownDocumentsOrModerator } from '@/access/ownDocumentsOrModerator'
import { publicListingsOrOwn } from '@/access/publicListingsOrOwn'
import { ownerOrModeratorField } from '@/access/ownerOrModeratorField'
import { panelFor } from '@/access/panelFor'
import { sellerField } from '@/access/sellerField'
import { sellerOwnFileField } from '@/access/sellerOwnFileField'
import { wholeListingField } from '@/access/wholeListingField'
import { LISTING_LIMITS } from '@/lib/listing-form/limits'
import { NDA_APPROVAL_MODES } from '@/lib/nda/states'

import { catalogueLabel } from '../fields/catalogueLabel'
import { reasonFields } from '../fields/moderationReason'
import { registrationNumberFields } from '../fields/registrationNumber'
import { PANEL_DATE_FORMAT } from '../fields/panelDateFormat'
import { slugField } from '../fields/slug'
import { YES_NO_CELL } from '../fields/yesNoCell'
import { requireReason } from '../hooks/requireReason'
import { checkRegistry } from './hooks/checkRegistry'
import { deleteListingFiles } from './hooks/deleteListingFiles'
import { checkListingVersion } from './hooks/checkListingVersion'
import { enforceListingAllowance } from './hooks/enforceListingAllowance'
import { recordListingDeletion } from './hooks/recordListingDeletion'
import { recordListingEdit } from './hooks/recordListingEdit'
import { recordModeration } from './hooks/recordModeration'
import { recordRedFlags } from './hooks/recordRedFlags'
import { refuseDuplicate } from './hooks/refuseDuplicate'
import { resetExpiryReminder } from './hooks/resetExpiryReminder'
import { revalidateDeletedListingPages, revalidateListingPages } from './hooks/revalidateListingPages'
import { setOwnerAndExpiry } from './hooks/setOwnerAndExpiry'

const hideNeedsReason = requireReason({
  restricted: (listing) => listing.status === 'hidden',
  reason: 'moderationReason',
  text: 'moderationNote',
})

const seller: { create: FieldAccess; update: FieldAccess } = { create: sellerField, update: sellerField }

// What a confidential listing keeps from the public (src/access/wholeListingField.ts).
const hidden = { ...seller, read: wholeListingField }

const ownFile = (name: string, collection: CollectionSlug) => {
  const access = sellerOwnFileField(name, collection)
  return { create: access, update: access, read: wholeListingField }
}

// Contacts are revealed one listing at a time by the reveal call, never in bulk reads.
const contact = { ...seller, read: ownerOrModeratorField }

const euroAmount = (name: string, label: { lv: string; en: string }, access = seller) =>
  ({
    name,
    type: 'number',
    min: 0,
    max: LISTING_LIMITS.euros,
    label,
    access,
    // Grouped in the list ('185 000 €'), not the raw 185000.
    admin: { step: 1, components: { Cell: '/components/admin/euro-cell#EuroCell' } },
    validate: (value: unknown) =>
      value === null || value === undefined || Number.isInteger(value) || 'Must be a whole number / Jābūt veselam skaitlim',
  }) as const

export const Listings: CollectionConfig = {
  slug: 'listings',
  labels: { singular: { lv: 'Sludinājums', en: 'Listing' }, plural: { lv: 'Sludinājumi', en: 'Listings' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'price', 'confidential', 'status', 'owner', 'expiry_date'],
    group: { lv: 'Tirgus', en: 'Marketplace' },
    hidden: panelFor('admin', 'moderator'),
  },
  defaultSort: '-createdAt',
  access: {
    read: publicListingsOrOwn,
    create: isLoggedIn,
    update: ownDocumentsOrModerator,
    delete: ownDocumentsOrAdmin,
  },
  disableDuplicate: true,
  hooks: {
    beforeOperation: [refuseDuplicate],
    beforeChange: [setOwnerAndExpiry, resetExpiryReminder, hideNeedsReason, checkRegistry, enforceListingAllowance, checkListingVersion],
    afterChange: [recordRedFlags, revalidateListingPages, recordListingEdit, recordModeration],
    afterDelete: [recordListingDeletion, deleteListingFiles, revalidateDeletedListingPages],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: LISTING_LIMITS.title, label: { lv: 'Nosaukums', en: 'Title' } },
    slugField({ collection: 'listings', from: 'title', update: isAdminField }),
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: LISTING_LIMITS.description,
      label: { lv: 'Apraksts', en: 'Description' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'categories',
          required: true,
          index: true,
          label: { lv: 'Kategorija', en: 'Category' },
          access: seller,
        },
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'locations',
          label: { lv: 'Atrašanās vieta', en: 'Location' },
          access: hidden,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        euroAmount('price', { lv: 'Cena (EUR)', en: 'Price (EUR)' }),
        {
          name: 'shares_to_sold',
          type: 'number',
          min: LISTING_LIMITS.shareMin,
          max: LISTING_LIMITS.shareMax,
          label: { lv: 'Pārdodamā daļa (%)', en: 'Share for sale (%)' },
          access: seller,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        euroAmount('turnover', { lv: 'Pēdējā gada apgrozījums (EUR)', en: 'Last year turnover (EUR)' }, hidden),
        euroAmount('profit', { lv: 'Pēdējā gada peļņa (EUR)', en: 'Last year profit (EUR)' }, hidden),
        {
          ...euroAmount('employees', { lv: 'Darbinieku skaits', en: 'Employees' }, hidden),
          max: LISTING_LIMITS.employees,
          admin: { step: 1 },
        },
      ],
    },
    { type: 'row', fields: registrationNumberFields(seller) },
    {
      type: 'row',
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { lv: 'Attēls', en: 'Image' },
          access: ownFile('image', 'media'),
        },
        {
          name: 'attachment',
          type: 'upload',
          relationTo: 'attachments',
          label: { lv: 'Pielikums', en: 'Attachment' },
          access: ownFile('attachment', 'attachments'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: LISTING_LIMITS.phone, label: { lv: 'Tālrunis', en: 'Phone' }, access: contact },
        { name: 'email', type: 'email', label: { lv: 'E-pasts', en: 'E-mail' }, access: contact },
      ],
    },
    {
      // The public sees only the listing's public face (src/services/confidential/public-face.ts).
      name: 'confidential',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { lv: 'Konfidenciāls', en: 'Confidential' },
      access: seller,
      admin: { position: 'sidebar', components: { Cell: YES_NO_CELL } },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: { lv: 'Pārdevējs', en: 'Seller' },
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'published',
      index: true,
      options: [
        { label: { lv: 'Publicēts', en: 'Published' }, value: 'published' },
        { label: { lv: 'Paslēpts', en: 'Hidden' }, value: 'hidden' },
      ],
      label: { lv: 'Statuss', en: 'Status' },
      access: { create: isAdminField, update: isModeratorOrAdminField },
      admin: { position: 'sidebar' },
    },
    // Staff's statement of reasons to the seller, not the public's to read.
    ...reasonFields({
      name: 'moderationReason',
      textName: 'moderationNote',
      label: { lv: 'Paslēpšanas iemesls', en: 'Reason for hiding' },
      textLabel: { lv: 'Paskaidrojums pārdevējam', en: 'Explanation for the seller' },
      access: { read: ownerOrModeratorField, create: isAdminField, update: isModeratorOrAdminField },
      shownWhen: (data) => data?.status === 'hidden',
    }),
    {
      // Set by an import that finds a new red flag (src/services/registry/after-import.ts), which puts
      // the listing on the attention dashboard; a moderator unticks it once they have looked.
      name: 'red_flags_review',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { lv: 'Jauns brīdinājums jāpārskata', en: 'New red flag to review' },
      access: { read: isModeratorOrAdminField, create: isModeratorOrAdminField, update: isModeratorOrAdminField },
      admin: { position: 'sidebar', components: { Cell: YES_NO_CELL } },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { lv: 'Izcelts sākumlapā', en: 'Featured on the home page' },
      // Staff set it in the panel; a seller picks through POST /api/listing/feature/{id}, within the plan's number.
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar', components: { Cell: YES_NO_CELL } },
    },
    {
      // How buyers who accept the NDA of a confidential listing get in: at once, or each by the
      // seller's approval (src/services/nda/). The seller's business, not the public's.
      name: 'nda_approval',
      type: 'select',
      defaultValue: 'instant',
      options: NDA_APPROVAL_MODES.map((value) => ({ value, label: catalogueLabel(`nda.approvalModes.${value}`) })),
      label: catalogueLabel('nda.approvalMode'),
      access: { read: ownerOrModeratorField, ...seller },
      admin: { position: 'sidebar' },
    },
    {
      name: 'expiry_date',
      type: 'date',
      required: true,
      index: true,
      label: { lv: 'Aktīvs līdz', en: 'Active until' },
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: PANEL_DATE_FORMAT } },
    },
    {
      // Kept by the database (migration 20261124_014714_listed): published, seller not blocked and not
      // past its expiry date when last written or swept (src/jobs/sweep-expired-listings.ts).
      // Public reads add the expiry check for the minutes between sweeps (publicListingWhere).
      name: 'listed',
      type: 'checkbox',
      defaultValue: false,
      label: { lv: 'Redzams vietnē', en: 'Shown on the site' },
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', components: { Cell: YES_NO_CELL } },
    },
    {
      // What a save was made from: the panel's form and the seller's carry it back, and a save of
      // an older one is refused (hooks/checkListingVersion). Anyone may send it; only the hook sets it.
      name: 'version',
      type: 'number',
      defaultValue: 1,
      label: { lv: 'Versija', en: 'Version' },
      admin: { readOnly: true, position: 'sidebar', step: 1 },
    },
    {
      // When the owner was reminded that this lifetime ends (src/jobs/expiry-reminders.ts); a
      // moved expiry date clears it. Bookkeeping of the reminder task, not the listing's data.
      name: 'expiryReminderSentAt',
      type: 'date',
      hidden: true,
      access: { create: nobodyField, update: nobodyField },
    },
  ],
}
