import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { SearchState } from '@/reads/read-search-params'
import { searchWords } from '@/services/listings/public/search'

import { listingsMetadata } from './listings-metadata'

/**
 * A search page's metadata: its plain page's (whose address is the canonical one), titled by the
 * search's words, and kept out of search engines: combinations are endless and near-duplicate,
 * while the plain pages they narrow are indexed.
 */
export async function searchMetadata(locale: Locale, categorySlug: string | null, state: SearchState): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'search' })
  const plain = await listingsMetadata(locale, categorySlug, 1)
  const words = searchWords(state.fields.q).join(' ')
  const title = words ? t('titleWith', { words }) : t('titleFiltered')
  return {
    ...plain,
    title,
    robots: { index: false, follow: true },
    openGraph: { ...plain.openGraph, title },
  }
}
