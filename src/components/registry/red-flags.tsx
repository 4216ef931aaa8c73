import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { formatCount, formatEuro } from '@/lib/format/numbers'
import { formatDate } from '@/lib/format/riga-date-time'
import { TAX_DEBT_LOOKUP_URL } from '@/lib/red-flags'
import type { RedFlag } from '@/services/listings/listing-shapes'

import styles from './red-flags.module.css'

type Props = {
  flags: RedFlag[]
  locale: Locale
  /** Today, for how old a rating is. */
  now?: Date
}

const MONTH_MS = 30.44 * 86_400_000

/** `2026-Q2` as people say it. */
const quarterOf = (quarter: string | undefined) => {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter ?? '')
  return match ? { year: match[1], quarter: match[2] } : null
}

/**
 * What the state's open data say against a company, in plain words for a buyer: each red flag
 * with what it means, since when, and its source with the date of its data; or that there is
 * none. Always the note that tax debts are not in the open data, with VID's lookup. Used by the
 * listing's page and the valuation calculator.
 */
export async function RedFlags({ flags, locale, now = new Date() }: Props) {
  const t = await getTranslations({ locale, namespace: 'redFlags' })
  const when = (flag: RedFlag) =>
    [flag.since && t('since', { date: formatDate(flag.since) }), flag.until && t('until', { date: formatDate(flag.until) })]
      .filter(Boolean)
      .join(' ')
  return (
    <section className={styles.flags} aria-labelledby="red-flags-title" data-testid="red-flags">
      <h2 id="red-flags-title" className={styles.title}>
        {t('title')}
      </h2>
      {flags.length === 0 ? (
        <p className={styles.none}>{t('none')}</p>
      ) : (
        <ul className={styles.list}>
          {flags.map((flag) => {
            const period = quarterOf(flag.quarter)
            const quarter = period ? t('quarter', period) : ''
            const figure = (value: number) => (flag.kind === 'headcount_mismatch' ? formatCount(value, locale) : formatEuro(value, locale))
            return (
              <li key={`${flag.kind}-${flag.source}-${flag.since}`} className={styles.flag} data-kind={flag.kind}>
                <h3 className={styles.kind}>{t(`kinds.${flag.kind}.title`, { rating: flag.rating ?? '' })}</h3>
                <p>{t(`kinds.${flag.kind}.explain`, { rating: flag.rating ?? '', quarter })}</p>
                {flag.figures && (
                  <p>
                    {t(`kinds.${flag.kind}.figures`, { stated: figure(flag.figures.stated), state: figure(flag.figures.state), quarter })}
                  </p>
                )}
                {flag.kind === 'tax_rating' && flag.since && (
                  <p>
                    {t('kinds.tax_rating.age', {
                      date: formatDate(flag.since),
                      months: Math.max(0, Math.floor((now.getTime() - new Date(flag.since).getTime()) / MONTH_MS)),
                    })}
                  </p>
                )}
                <p className={styles.meta}>
                  {flag.kind !== 'tax_rating' && !period && when(flag) && <span>{when(flag)}. </span>}
                  {flag.date_of_data
                    ? t('source', { source: t(`sources.${flag.source}`), date: formatDate(flag.date_of_data) })
                    : t('sourceUndated', { source: t(`sources.${flag.source}`) })}
                </p>
              </li>
            )
          })}
        </ul>
      )}
      <p className={styles.debts} data-testid="tax-debts-note">
        {t('taxDebts')}{' '}
        <a href={TAX_DEBT_LOOKUP_URL} rel="noopener" target="_blank">
          {t('taxDebtsLink')}
        </a>
      </p>
    </section>
  )
}
