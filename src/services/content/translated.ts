import type { DefaultTypedEditorState } from '@payloadcms/richtext-lexical'
import { hasText } from '@payloadcms/richtext-lexical/shared'

import { defaultLocale, type Locale } from '@/i18n/routing'

/**
 * Editors' text in the reader's language, with the fields that show the Latvian original because
 * their translation is empty, as dotted paths ('content', 'servicesPanel.services.0.title'): the
 * page says so and marks them lang="lv" (src/components/i18n/untranslated.tsx).
 */
export type Translated<T> = T & { untranslated: string[] }

/** How a read asks for one language alone: no Payload fallback, so an empty translation shows. */
export type OneLanguage = { locale: Locale; fallbackLocale: false }

const isRichText = (value: unknown): value is DefaultTypedEditorState => typeof value === 'object' && value !== null && 'root' in value

/** Empty as Payload's fallback counts it (nothing, or '' for text), and rich text an editor cleared (an empty paragraph). */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (isRichText(value) && !hasText(value))

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/**
 * `own` with each empty field taken from `latvian`, the paths it took into `untranslated`. Fields
 * that are not localized read the same in both, so only localized ones can fall back; rich text
 * is one field, never merged inside.
 */
function fillIn(own: unknown, latvian: unknown, path: string, untranslated: string[]): unknown {
  if (isEmpty(own)) {
    if (isEmpty(latvian)) return own
    untranslated.push(path)
    return latvian
  }
  if (isRichText(own) || typeof own !== 'object' || own === null || typeof latvian !== 'object' || latvian === null) return own
  if (Array.isArray(own)) {
    const rows = Array.isArray(latvian) ? latvian : []
    return own.map((row, index) => fillIn(row, rows[index], at(path, index), untranslated))
  }
  const keys = new Set([...Object.keys(own), ...Object.keys(latvian)])
  return Object.fromEntries(
    [...keys].map((key) => [
      key,
      fillIn((own as Record<string, unknown>)[key], (latvian as Record<string, unknown>)[key], at(path, key), untranslated),
    ]),
  )
}

/** One document in its own language, falling back to Latvian field by field. */
export function withLatvianFallback<T extends object>(own: T, latvian: T | undefined): Translated<T> {
  const untranslated: string[] = []
  return { ...(fillIn(own, latvian, '', untranslated) as T), untranslated }
}

/**
 * Editors' text for a page in `locale`: `read` (a Payload read given `OneLanguage`) runs in that
 * language and in Latvian, and each field empty in the first takes the second's text. The one
 * rule for every editor-written text the pages show (articles, terms, the NDA, site settings).
 */
export async function readTranslated<T extends object>(
  locale: Locale,
  read: (language: OneLanguage) => Promise<T>,
): Promise<Translated<T>> {
  if (locale === defaultLocale) return { ...(await read({ locale, fallbackLocale: false })), untranslated: [] }
  const [own, latvian] = await Promise.all([
    read({ locale, fallbackLocale: false }),
    read({ locale: defaultLocale, fallbackLocale: false }),
  ])
  return withLatvianFallback(own, latvian)
}

/** As readTranslated, for a list of documents: each falls back to the Latvian document of its id. */
export async function readTranslatedDocs<T extends { id: number }>(
  locale: Locale,
  read: (language: OneLanguage) => Promise<T[]>,
): Promise<Translated<T>[]> {
  if (locale === defaultLocale) return (await read({ locale, fallbackLocale: false })).map((doc) => ({ ...doc, untranslated: [] }))
  const [own, latvian] = await Promise.all([
    read({ locale, fallbackLocale: false }),
    read({ locale: defaultLocale, fallbackLocale: false }),
  ])
  const latvianById = new Map(latvian.map((doc) => [doc.id, doc]))
  return own.map((doc) => withLatvianFallback(doc, latvianById.get(doc.id)))
}

/** The untranslated paths under `field`, relative to it: for a view that passes one part of a document on. */
export const untranslatedWithin = (untranslated: string[], field: string) =>
  untranslated.filter((path) => path.startsWith(`${field}.`)).map((path) => path.slice(field.length + 1))
