import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { formatCount } from '@/lib/format/numbers'

import styles from './stat-tiles.module.css'

type Props = { locale: Locale; listings: number; deals: number; investors: number }

/** The three figures under the hero: active listings (counted), deals completed and potential investors (site settings). */
export async function StatTiles({ locale, listings, deals, investors }: Props) {
  const t = await getTranslations({ locale, namespace: 'home' })
  const tiles = [
    { key: 'listings', value: listings, label: t('statListings', { count: listings }) },
    { key: 'deals', value: deals, label: t('statDeals', { count: deals }) },
    { key: 'investors', value: investors, label: t('statInvestors', { count: investors }) },
  ]
  return (
    <section className={styles.section} aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          {t('statsTitle')}
        </h2>
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.key} className={styles.tile} data-testid={tile.key === 'listings' ? 'listing-count' : `stat-${tile.key}`}>
              <span className={styles.value}>{formatCount(tile.value, locale)}</span> <span className={styles.label}>{tile.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
