import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/client-messages'
import { SaveSearchButton } from '@/components/saved-searches/save-search-button'
import { SearchBar } from '@/components/search/search-bar'
import { SearchFilters } from '@/components/search/search-filters'
import { SearchFormShell } from '@/components/search/search-form-shell'
import searchStyles from '@/components/search/search.module.css'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { cachedLocations } from '@/reads/listing-form-options'
import { loadListingsPage } from '@/reads/load-listings-page'
import { cachedPlainFacets, loadSearchPage } from '@/reads/load-search-page'
import type { SearchState } from '@/reads/read-search-params'
import { searchQuery } from '@/lib/search/search-url'
import { PAGED_LISTINGS_MAX, SEARCHED_LISTINGS_MAX } from '@/services/listings/public/lists'
import { type RangeName, sortInEffect } from '@/services/listings/public/search'

import { CategorySidebar } from './category-sidebar'
import { ListingGrid } from './listing-grid'
import styles from './listings-view.module.css'
import { Pagination } from './pagination'

type Props = {
  locale: Locale
  categorySlug: string | null
  page: number
  /** On a search page (/bizness?…): what its address asks for, and the address's query as it came. */
  search?: { state: SearchState; rawQuery: string }
}

const FORM_ID = 'listing-search'
const PANEL_ID = 'listing-filters'

/** Loads a plain listings page (cached) or a search page (per request), in one shape. */
async function loadView(locale: Locale, categorySlug: string | null, page: number, search: Props['search']) {
  if (search) return loadSearchPage(locale, categorySlug, search.state, search.rawQuery)
  const plain = await loadListingsPage(locale, categorySlug, page)
  const [facets, locations] = await Promise.all([cachedPlainFacets(plain.category?.id ?? null), cachedLocations(locale)])
  return { ...plain, facets, locations, pastEnd: false }
}

/**
 * The listings index and a sector's page: sectors and filters beside a 2-column grid, a page at
 * a time; newest first, or as a search asks. The plain pages are cached; a search is read afresh.
 */
export async function ListingsView({ locale, categorySlug, page, search }: Props) {
  const t = await getTranslations({ locale, namespace: 'listings' })
  const ts = await getTranslations({ locale, namespace: 'search' })
  const describe = await getTranslations({ locale, namespace: 'savedSearches.describe' })
  const { categories, category, result, facets, locations, pastEnd } = await loadView(locale, categorySlug, page, search)
  const basePath = category ? `/${category.slug}` : '/bizness'
  const fields = search?.state.fields ?? {}
  const query = searchQuery(fields)
  // The intro names the order the results are in, which a search may have changed.
  const order = describe(`sorts.${sortInEffect(search?.state.search)}`)
  const activeFilters = Object.keys(fields).filter((name) => name !== 'q' && name !== 'sort').length
  const ignored = search?.state.ignored ?? []
  const ignoredLabel = (name: (typeof ignored)[number]) => {
    if (name === 'lapa') return ts('pageParam')
    if (name === 'q') return ts('label')
    if (name === 'region' || name === 'location' || name === 'sort') return ts(name)
    const [range, end] = name.split('_') as [RangeName, 'min' | 'max']
    return ts(`${end}Of`, { range: ts(`ranges.${range}`) })
  }

  return (
    <div className="container">
      <div className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>{category ? category.title : t('title')}</h1>
          <p className={styles.intro}>{category ? t('categoryIntro', { category: category.title, order }) : t('intro', { order })}</p>
        </header>
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <SearchFormShell key={query} id={FORM_ID} panelId={PANEL_ID} action={getPathname({ href: basePath, locale })}>
              <SearchFilters locale={locale} panelId={PANEL_ID} basePath={basePath} fields={fields} facets={facets} locations={locations} />
            </SearchFormShell>
            <CategorySidebar
              categories={categories}
              current={category?.slug ?? null}
              locale={locale}
              search={search ? { query, counts: facets.categories } : undefined}
            />
          </aside>
          <div className={styles.results}>
            <SearchBar key={query} locale={locale} formId={FORM_ID} panelId={PANEL_ID} q={fields.q} activeFilters={activeFilters} />
            <div className={styles.summary}>
              <p className={styles.count} data-testid="listings-total" aria-live="polite">
                {search && result.total >= SEARCHED_LISTINGS_MAX
                  ? ts('countAtLeast', { count: SEARCHED_LISTINGS_MAX })
                  : search
                    ? ts('found', { count: result.total })
                    : t('count', { count: result.total })}
                {result.page > 1 && <span> · {t('pageLabel', { page: result.page })}</span>}
              </p>
              <ClientMessages namespaces={['savedSearches.button']}>
                <SaveSearchButton categorySlug={category?.slug ?? null} fields={fields} />
              </ClientMessages>
            </div>
            {ignored.length > 0 && (
              <p className={styles.notice} role="status" data-testid="search-ignored">
                {ts('ignored', { fields: ignored.map(ignoredLabel).join(', ') })}
              </p>
            )}
            {pastEnd && (
              <p className={styles.notice} role="status">
                {ts('pastEnd')}
              </p>
            )}
            <div className={searchStyles.pending}>
              <ListingGrid
                listings={result.listings}
                locale={locale}
                columns={2}
                headingLevel={2}
                eagerCount={2}
                emptyHint={search ? { text: `${ts('emptyHint')} ${ts('clear')}`, href: basePath } : undefined}
              />
            </div>
            <Pagination
              basePath={basePath}
              page={result.page}
              pages={result.pages}
              locale={locale}
              searchFields={search ? fields : undefined}
            />
            {!search && result.total > PAGED_LISTINGS_MAX && page === result.pages && (
              <p className={styles.count} data-testid="listings-paged-limit">
                {t('pagedLimit', { max: PAGED_LISTINGS_MAX, total: result.total })}
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
