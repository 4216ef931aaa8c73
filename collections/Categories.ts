import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin, isEditorOrAdminField } from '@/access/isEditorOrAdmin'
import { panelFor } from '@/access/panelFor'
import { CATEGORY_ICONS } from '@/lib/listings/category-icons'
import { RESERVED_PATHS } from '@/lib/slugs/reserved-paths'

import { catalogueLabel } from './fields/catalogueLabel'
import { slugField } from './fields/slug'
import { revalidatePages } from './hooks/revalidatePages'
import { withdrawCategorySearches } from './hooks/withdrawCategorySearches'

const pages = revalidatePages('categories', 'listings')

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: { lv: 'Kategorija', en: 'Category' }, plural: { lv: 'Kategorijas', en: 'Categories' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'icon', 'order'],
    group: { lv: 'Tirgus', en: 'Marketplace' },
    hidden: panelFor('admin', 'editor'),
  },
  defaultSort: 'order',
  hooks: { afterChange: [pages.afterChange], beforeDelete: [withdrawCategorySearches], afterDelete: [pages.afterDelete] },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 100, label: { lv: 'Nosaukums', en: 'Title' } },
    slugField({ collection: 'categories', from: 'title', update: isEditorOrAdminField, reserved: RESERVED_PATHS }),
    {
      name: 'icon',
      type: 'select',
      options: CATEGORY_ICONS.map((icon) => ({ label: catalogueLabel(`admin.icons.${icon}`), value: icon })),
      label: { lv: 'Ikona', en: 'Icon' },
    },
    { name: 'order', type: 'number', defaultValue: 100, label: { lv: 'Secība', en: 'Order' }, admin: { position: 'sidebar' } },
  ],
}
