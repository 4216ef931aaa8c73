import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { PublicListing } from '@/services/listings/listing-shapes'

import { ListingCard } from './listing-card'
import styles from './listing-grid.module.css'

/*
 * What `sizes` tells the browser: the card's width at each viewport, from the grid below and the
 * page container (1200 px, gutters of up to 32 px; the listings pages have a 260 px sidebar).
 */
const CARD_SIZES = {
  3: '(min-width: 1200px) 368px, (min-width: 960px) 31vw, (min-width: 640px) 47vw, 100vw',
  2: '(min-width: 1200px) 420px, (min-width: 900px) 36vw, (min-width: 640px) 47vw, 100vw',
} as const

type Props = {
  listings: PublicListing[]
  locale: Locale
  /** 3 on the home page, 2 beside the listings pages' sidebar; one on phones either way. */
  columns: 2 | 3
  headingLevel: 2 | 3
  /** How many leading cards are in the first screenful. */
  eagerCount?: number
  /** The way on when nothing is found (a search's: its plain page); all offers by default. */
  emptyHint?: { text: string; href: string }
}

/** Listing cards in a grid, or the 'no listings found' message. */
export async function ListingGrid({ listings, locale, columns, headingLevel, eagerCount = 0, emptyHint }: Props) {
  if (listings.length === 0) {
    const t = await getTranslations({ locale, namespace: 'listings' })
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('empty')}</p>
        <p>
          <Link href={emptyHint?.href ?? '/bizness'}>{emptyHint?.text ?? t('emptyHint')}</Link>
        </p>
      </div>
    )
  }
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.three : styles.two}`}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            locale={locale}
            headingLevel={headingLevel}
            sizes={CARD_SIZES[columns]}
            eager={index < eagerCount}
          />
        </li>
      ))}
    </ul>
  )
}
