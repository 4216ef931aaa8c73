import type { CollectionSlug, FieldAccess, FieldHook, TextField, Where } from 'payload'

import { slugify } from '@/lib/slugs/slugify'

import { catalogueLabel } from './catalogueLabel'

type SlugOptions = {
  collection: CollectionSlug
  /** The field whose (Latvian) text the slug is made from. */
  from: string
  /** Who may change a slug once it exists; nobody by default, so links never break. */
  update?: FieldAccess
  /** Slugs this collection may not take (they get a numbered suffix instead). */
  reserved?: readonly string[]
}

const textOf = (value: unknown, locale = 'lv'): string => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const localized = value as Record<string, unknown>
    const picked = localized[locale] ?? Object.values(localized).find((v) => typeof v === 'string')
    return typeof picked === 'string' ? picked : ''
  }
  return ''
}

const makeUnique =
  ({ collection, from, reserved = [] }: SlugOptions): FieldHook =>
  async ({ value, data, originalDoc, operation, req }) => {
    const existing = typeof originalDoc?.slug === 'string' ? originalDoc.slug : undefined
    const asked = typeof value === 'string' && value.trim() ? slugify(value) : undefined

    // An existing slug stays put when the title changes; only an explicit new slug moves it.
    if (operation === 'update' && existing && (!asked || asked === existing)) return existing

    const base = asked || slugify(textOf(data?.[from] ?? originalDoc?.[from])) || collection.replace(/s$/, '')
    let candidate = base
    for (let n = 2; ; n++) {
      if (reserved.includes(candidate)) {
        candidate = `${base}-${n}`
        continue
      }
      const where: Where = { slug: { equals: candidate } }
      if (originalDoc?.id) where.id = { not_equals: originalDoc.id }
      const taken = await req.payload.count({ collection, where, req, overrideAccess: true })
      if (taken.totalDocs === 0) return candidate
      candidate = `${base}-${n}`
    }
  }

/** A unique, transliterated slug made from `from` on creation and stable afterwards. */
export const slugField = (options: SlugOptions): TextField => ({
  name: 'slug',
  type: 'text',
  label: catalogueLabel('admin.fields.slug'),
  unique: true,
  index: true,
  access: { update: options.update ?? (() => false) },
  admin: {
    position: 'sidebar',
    description: { lv: 'Veidojas no nosaukuma; pēc izveides nemainās.', en: 'Made from the title; stays the same after creation.' },
  },
  hooks: { beforeValidate: [makeUnique(options)] },
})
