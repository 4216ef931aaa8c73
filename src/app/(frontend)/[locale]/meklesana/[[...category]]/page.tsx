import type { Metadata } from 'next'

import { ListingsView } from '@/components/listings/listings-view'
import { pageLocale } from '@/i18n/page-locale'
import { notFound } from 'next/navigation'
import { readSearchParams } from '@/reads/read-search-params'
import { SEARCH_FIELD_NAMES, SEARCH_PAGE_PARAM } from '@/lib/search/search-param-names'
import { searchMetadata } from '@/reads/seo/search-metadata'

type Props = {
  params: Promise<{ locale: string; category?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The sector a search is in (/lv/meklesana/{slug}), or null for all; a deeper path is no page. */
async function categoryOf(params: Props['params']) {
  const { category } = await params
  if (category && category.length > 1) notFound()
  return category?.[0] ?? null
}

const SEARCH_PARAMS = new Set<string>([...SEARCH_FIELD_NAMES, SEARCH_PAGE_PARAM])

/**
 * The search's part of the address as it came, to tell a tidy one from one to tidy. Other
 * parameters are left out: the rewrite adds its own for the field it matched ('pricemin' for
 * price_min), and a campaign's tags are no reason to redirect.
 */
const rawQuery = (params: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([name]) => SEARCH_PARAMS.has(name))
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value ?? '']).map((each) => [name, each])),
  ).toString()

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  return searchMetadata(locale, await categoryOf(params), readSearchParams(await searchParams))
}

/**
 * A searched listings page: /bizness?… and /{category}?… are sent here by a rewrite
 * (next.config.ts) when their address names a search field, so the plain pages stay cached.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const categorySlug = await categoryOf(params)
  const query = await searchParams
  const state = readSearchParams(query)
  return <ListingsView locale={locale} categorySlug={categorySlug} page={state.page} search={{ state, rawQuery: rawQuery(query) }} />
}
