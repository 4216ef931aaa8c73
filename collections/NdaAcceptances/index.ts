import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { ndaAcceptanceReaders } from '@/access/ndaAcceptanceReaders'
import { nobody } from '@/access/nobody'
import { panelFor } from '@/access/panelFor'
import { NDA_COMPANY_MAX, NDA_STATES } from '@/lib/nda/states'

import { catalogueLabel } from '../fields/catalogueLabel'
import { LANGUAGE_OPTIONS } from '../fields/languageOptions'
import { PANEL_DATE_FORMAT } from '../fields/panelDateFormat'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime', displayFormat: PANEL_DATE_FORMAT } } as const

/**
 * A buyer's acceptance of the NDA for one confidential listing (src/services/nda/): who, when,
 * from which address, which version of the NDA text, and what the seller made of it. One row per
 * buyer and listing; accepting a newer NDA version updates it (the audit log keeps each act).
 * Written only by the server. Erasing the buyer keeps the row without what identifies them
 * (`pseudonym` in place of `buyer`), as the seller's proof that an NDA was accepted; the rows go
 * with their listing.
 */
export const NdaAcceptances: CollectionConfig = {
  slug: 'nda-acceptances',
  labels: { singular: catalogueLabel('nda.acceptances.singular'), plural: catalogueLabel('nda.acceptances.plural') },
  admin: {
    group: catalogueLabel('favourites.group'),
    defaultColumns: ['accepted_at', 'listing', 'buyer', 'state', 'nda_version'],
    hidden: panelFor('admin'),
  },
  defaultSort: '-accepted_at',
  access: { read: ndaAcceptanceReaders, create: nobody, update: nobody, delete: isAdmin },
  disableDuplicate: true,
  indexes: [{ fields: ['listing', 'buyer'], unique: true }],
  fields: [
    {
      name: 'listing',
      type: 'relationship',
      relationTo: 'listings',
      required: true,
      index: true,
      label: catalogueLabel('nda.acceptances.fields.listing'),
    },
    { name: 'buyer', type: 'relationship', relationTo: 'users', index: true, label: catalogueLabel('nda.acceptances.fields.buyer') },
    // Who the buyer was, without saying who, once their account is erased.
    { name: 'pseudonym', type: 'text', label: catalogueLabel('nda.acceptances.fields.pseudonym') },
    { name: 'company', type: 'text', maxLength: NDA_COMPANY_MAX, label: catalogueLabel('nda.acceptances.fields.company') },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      options: NDA_STATES.map((value) => ({ value, label: catalogueLabel(`nda.states.${value}`) })),
      label: catalogueLabel('nda.acceptances.fields.state'),
    },
    { name: 'nda_version', type: 'number', required: true, label: catalogueLabel('nda.acceptances.fields.nda_version') },
    { name: 'accepted_at', type: 'date', required: true, label: catalogueLabel('nda.acceptances.fields.accepted_at'), admin: dayAndTime },
    // The network address the acceptance came from: proof for the seller's claim, not the seller's to read.
    { name: 'address', type: 'text', access: { read: isAdminField }, label: catalogueLabel('nda.acceptances.fields.address') },
    // The language the buyer accepted in: the seller's decisions reach them in it.
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'lv',
      options: LANGUAGE_OPTIONS,
      label: catalogueLabel('nda.acceptances.fields.locale'),
    },
    { name: 'decided_at', type: 'date', label: catalogueLabel('nda.acceptances.fields.decided_at'), admin: dayAndTime },
  ],
}
