import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { loadListingsPage } from '@/lib/page-data/listings-page'
import { PAGED_LISTINGS_MAX } from '@/services/listings/public/lists'

import { CategorySidebar } from './category-sidebar'
import { ListingGrid } from './listing-grid'
import styles from './listings-view.module.css'
import { Pagination } from './pagination'

type Props = { locale: Locale; categorySlug: string | null; page: number }

/** The listings index and a sector's page: the sector sidebar beside a 2-column grid, newest first, a page at a time. */
export async function ListingsView({ locale, categorySlug, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'listings' })
  const { categories, category, result } = await loadListingsPage(locale, categorySlug, page)
  const basePath = category ? `/${category.slug}` : '/bizness'

  return (
    <div className="container">
      <div className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>{category ? category.title : t('title')}</h1>
          <p className={styles.intro}>{category ? t('categoryIntro', { category: category.title }) : t('intro')}</p>
        </header>
        <div className={styles.layout}>
          <CategorySidebar categories={categories} current={category?.slug ?? null} locale={locale} />
          <div className={styles.results}>
            <p className={styles.count} data-testid="listings-total">
              {t('count', { count: result.total })}
              {page > 1 && <span> · {t('pageLabel', { page })}</span>}
            </p>
            <ListingGrid listings={result.listings} locale={locale} columns={2} headingLevel={2} eagerCount={2} />
            <Pagination basePath={basePath} page={page} pages={result.pages} locale={locale} />
            {result.total > PAGED_LISTINGS_MAX && page === result.pages && (
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
