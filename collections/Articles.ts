import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin, isEditorOrAdminField } from '@/access/isEditorOrAdmin'
import { panelFor } from '@/access/panelFor'

import { slugField } from './fields/slug'
import { revalidatePages } from './hooks/revalidatePages'

const pages = revalidatePages('articles')

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { lv: 'Raksts', en: 'Article' }, plural: { lv: 'Raksti', en: 'Articles' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'order', 'updatedAt'],
    group: { lv: 'Saturs', en: 'Content' },
    hidden: panelFor('admin', 'editor'),
  },
  defaultSort: 'order',
  hooks: { afterChange: [pages.afterChange], afterDelete: [pages.afterDelete] },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200, label: { lv: 'Virsraksts', en: 'Title' } },
    slugField({ collection: 'articles', from: 'title', update: isEditorOrAdminField }),
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 500, label: { lv: 'Ievads', en: 'Excerpt' } },
    { name: 'content', type: 'richText', required: true, localized: true, label: { lv: 'Saturs', en: 'Content' } },
    { name: 'order', type: 'number', defaultValue: 100, label: { lv: 'Secība', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
