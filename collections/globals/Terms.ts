import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { panelFor } from '@/access/panelFor'

import { revalidatePages } from '../hooks/revalidatePages'

export const Terms: GlobalConfig = {
  slug: 'terms',
  label: { lv: 'Lietošanas noteikumi', en: 'Terms of use' },
  admin: { group: { lv: 'Saturs', en: 'Content' }, hidden: panelFor('admin', 'editor') },
  access: { read: anyone, update: isEditorOrAdmin },
  hooks: { afterChange: [revalidatePages('terms').afterGlobalChange] },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { lv: 'Virsraksts', en: 'Title' } },
    { name: 'content', type: 'richText', localized: true, label: { lv: 'Saturs', en: 'Content' } },
  ],
}
