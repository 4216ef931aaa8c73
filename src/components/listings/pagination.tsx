import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { listingsPagePath, pageNumbersAround } from '@/lib/listings/page-numbers'
import type { SearchState } from '@/reads/read-search-params'
import { searchQuery } from '@/lib/search/search-url'

import styles from './pagination.module.css'

type Props = {
  basePath: string
  page: number
  pages: number
  locale: Locale
  /** A search's fields: its pages are ?…&lapa=n of its address, not the plain page's /lapa/n. */
  searchFields?: SearchState['fields']
}

/** Links to the other pages of a listings page: previous, numbers around the current one, next. */
export async function Pagination({ basePath, page, pages, locale, searchFields }: Props) {
  if (pages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'listings' })
  const href = (number: number) => (searchFields ? `${basePath}?${searchQuery(searchFields, number)}` : listingsPagePath(basePath, number))

  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.step} rel="prev">
          ← {t('previous')}
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
      <ol className={styles.numbers}>
        {pageNumbersAround(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={href(number)}
                className={styles.number}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('pageLabel', { page: number })}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link href={href(page + 1)} className={styles.step} rel="next">
          {t('next')} →
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  )
}
