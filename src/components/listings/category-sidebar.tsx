import { getTranslations } from 'next-intl/server'

import { CategoryIcon } from '@/components/icons/category-icon'
import { facetCount } from '@/components/search/facet-count'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatCount } from '@/lib/format/numbers'
import type { CategoryIcon as IconName } from '@/lib/listings/category-icons'
import type { CategorySummary } from '@/services/listings/listing-shapes'
import { FACET_CAP } from '@/services/listings/public/facets'

import styles from './category-sidebar.module.css'

type Props = {
  categories: CategorySummary[]
  /** The category shown, or null for all offers. */
  current: string | null
  locale: Locale
  /** On a search page: the search each link keeps, and each sector's count under it. */
  search?: { query: string; counts: Record<number, number> }
}

/**
 * The sector filter of the listings pages: all offers and every sector with its count of public
 * listings, the current one marked. A column beside the grid; on phones one scrolling row.
 */
export async function CategorySidebar({ categories, current, locale, search }: Props) {
  const t = await getTranslations({ locale, namespace: 'listings' })
  const countOf = (category: CategorySummary) => (search ? (search.counts[category.id] ?? 0) : category.count)
  const withSearch = (path: string) => (search ? `${path}?${search.query}` : path)
  const counts = categories.map(countOf)
  const total = counts.reduce((sum, count) => sum + count, 0)
  const entries = [
    {
      key: 'all',
      href: withSearch('/bizness'),
      title: t('allCategories'),
      icon: null,
      count: search && counts.some((count) => count > FACET_CAP) ? `${formatCount(total, locale)}+` : formatCount(total, locale),
      active: current === null,
    },
    ...categories.map((category) => ({
      key: category.slug,
      href: withSearch(`/${category.slug}`),
      title: category.title,
      icon: category.icon as IconName | null,
      count: search ? facetCount(countOf(category), locale) : formatCount(category.count, locale),
      active: category.slug === current,
    })),
  ]

  return (
    <nav className={styles.sidebar} aria-labelledby="sectors-heading">
      <h2 id="sectors-heading" className={styles.heading}>
        {t('categoriesTitle')}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={entry.active ? styles.currentItem : undefined}>
            <Link href={entry.href} className={styles.item} aria-current={entry.active ? 'page' : undefined}>
              <span className={styles.icon}>{entry.icon ? <CategoryIcon name={entry.icon} size={20} /> : <GridIcon />}</span>
              <span className={styles.title}>{entry.title}</span>
              <span className={styles.count}>{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function GridIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
    </svg>
  )
}
