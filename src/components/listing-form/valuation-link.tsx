import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { cachedCategories } from '@/reads/listings'
import { valuationHref } from '@/lib/valuation/valuation-params'

import styles from './valuation-link.module.css'

type Figures = { category_id: number; profit: number | null; turnover: number | null; registration_number: string | null }

/**
 * Beside the listing form: the way to the valuation calculator, in a new tab so the form keeps
 * what is typed; a saved listing's sector, figures and registration number (for the register's
 * figures) go along, filled in.
 */
export async function ValuationLink({ locale, listing }: { locale: Locale; listing?: Figures }) {
  const t = await getTranslations({ locale, namespace: 'valuation.link' })
  const sector = listing && (await cachedCategories(locale)).find((category) => category.id === listing.category_id)?.slug
  const href = valuationHref({
    sector,
    profit: listing?.profit,
    turnover: listing?.turnover,
    regcode: listing?.registration_number,
  })
  return (
    <aside className={styles.card} aria-labelledby="valuation-link-title">
      <h2 id="valuation-link-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text')}</p>
      <Link href={href} target="_blank" rel="noopener" className={styles.link}>
        {t('open')}
        <span className="visually-hidden"> ({t('newTab')})</span>
      </Link>
    </aside>
  )
}
