import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { panelFor } from '@/access/panelFor'

import { revalidatePages } from './hooks/revalidatePages'

const pages = revalidatePages('locations', 'listings')

export const Locations: CollectionConfig = {
  slug: 'locations',
  labels: { singular: { lv: 'Pašvaldība', en: 'Municipality' }, plural: { lv: 'Pašvaldības', en: 'Municipalities' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'atvk', 'region', 'kind'],
    group: { lv: 'Tirgus', en: 'Marketplace' },
    hidden: panelFor('admin', 'editor'),
  },
  defaultSort: 'title',
  hooks: { afterChange: [pages.afterChange], afterDelete: [pages.afterDelete] },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 100, label: { lv: 'Nosaukums', en: 'Name' } },
    {
      name: 'atvk',
      type: 'text',
      required: true,
      unique: true,
      label: { lv: 'ATVK kods', en: 'ATVK code' },
      validate: (value: unknown) => (typeof value === 'string' && /^\d{7}$/.test(value)) || 'ATVK: 7 digits / 7 cipari',
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: { lv: 'Valstspilsēta', en: 'State city' }, value: 'state_city' },
        { label: { lv: 'Novads', en: 'Municipality' }, value: 'municipality' },
      ],
      label: { lv: 'Veids', en: 'Kind' },
    },
    {
      name: 'region',
      type: 'select',
      required: true,
      options: [
        { label: { lv: 'Rīgas reģions', en: 'Riga region' }, value: 'riga' },
        { label: { lv: 'Vidzemes reģions', en: 'Vidzeme region' }, value: 'vidzeme' },
        { label: { lv: 'Kurzemes reģions', en: 'Kurzeme region' }, value: 'kurzeme' },
        { label: { lv: 'Zemgales reģions', en: 'Zemgale region' }, value: 'zemgale' },
        { label: { lv: 'Latgales reģions', en: 'Latgale region' }, value: 'latgale' },
      ],
      label: { lv: 'Plānošanas reģions', en: 'Planning region' },
    },
  ],
}
