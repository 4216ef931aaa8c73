import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { formatCount, formatEuro, formatPercent } from '@/lib/format/numbers'
import { RANGES, type RangeName } from '@/services/listings/public/search'

import type { SavedSearchFields } from './fields'

/** The titles a description names, in the reader's language: the search's category and municipality. */
export type SearchTitles = { category?: string | null; location?: string | null }

const figure = (name: RangeName, value: number, locale: Locale) =>
  name === 'share' ? formatPercent(value, locale) : name === 'employees' ? formatCount(value, locale) : formatEuro(value, locale)

/**
 * A saved search in words, for its owner: “kafejnīca” · Ēdināšana · Vidzemes reģions · Cena: līdz
 * 200 000 €. Every part it narrows by, in the order of the search form; none at all reads "all listings".
 */
export function describeSearch(fields: SavedSearchFields, titles: SearchTitles, locale: Locale): string {
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, `savedSearches.describe.${key}`, vars)
  const parts: string[] = []
  if (fields.q) parts.push(t('words', { q: fields.q }))
  if (titles.category) parts.push(titles.category)
  if (fields.region) parts.push(t(`regions.${fields.region}`))
  if (titles.location) parts.push(titles.location)
  if (fields.no_red_flags) parts.push(t('noRedFlags'))
  for (const name of Object.keys(RANGES) as RangeName[]) {
    const [min, max] = [fields[`${name}_min`], fields[`${name}_max`]]
    if (min === undefined && max === undefined) continue
    const bounds =
      min !== undefined && max !== undefined
        ? t('between', { min: figure(name, min, locale), max: figure(name, max, locale) })
        : min !== undefined
          ? t('from', { value: figure(name, min, locale) })
          : t('upTo', { value: figure(name, max!, locale) })
    parts.push(t('range', { name: t(`ranges.${name}`), bounds }))
  }
  if (fields.sort) parts.push(t('sort', { order: t(`sorts.${fields.sort}`) }))
  return parts.length ? parts.join(' · ') : t('everything')
}
