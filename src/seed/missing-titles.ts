import type { Payload, RequestContext } from 'payload'

import type { Locale } from '@/i18n/routing'

/**
 * Writes the titles a category or municipality has none of yet, language by language: a new
 * one's translations, and on a database seeded before a language came (Russian, issue 36) that
 * language's names. A title already there stays, so an editor's spelling is kept.
 */
export async function addMissingTitles(
  payload: Payload,
  collection: 'categories' | 'locations',
  id: number,
  titles: Record<Locale, string>,
  context: RequestContext,
): Promise<void> {
  const doc = await payload.findByID({ collection, id, locale: 'all', depth: 0, context })
  // With locale 'all' Payload returns a localized field as { lv, en, ru }, a language without a value left out.
  const stored = doc.title as unknown as Partial<Record<Locale, string>>
  for (const locale of Object.keys(titles) as Locale[]) {
    if (!stored[locale]) await payload.update({ collection, id, locale, data: { title: titles[locale] }, context })
  }
}
