import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { formatDecimal, formatEuro } from '@/lib/format/numbers'
import type { ComparableValue } from '@/services/valuation/comparables'
import type { CompanyInput, Valuation } from '@/services/valuation/value-company'

import { RESULTS_ID } from './valuation-form'
import styles from './valuation.module.css'

type Props = { locale: Locale; valuation: Valuation; input: CompanyInput; sector: string | null }

/** The three methods' values side by side, each with how it was reached, and their range. */
export async function ValuationResults({ locale, valuation, input, sector }: Props) {
  const t = await getTranslations({ locale, namespace: 'valuation.results' })
  const euro = (value: number) => formatEuro(value, locale)

  const comparable = (found: ComparableValue | null, figure: number | null) => {
    if (!sector) return t('noSector')
    if (figure === null || !(figure > 0)) return t('noFigure')
    if (!found) return t('noListings', { sector })
    return t('multipleText', {
      value: euro(found.value),
      low: euro(found.low),
      high: euro(found.high),
      multiple: formatDecimal(found.multiple, locale),
      count: found.count,
      sector,
    })
  }

  return (
    <section id={RESULTS_ID} className={styles.results} aria-labelledby="valuation-results-title">
      <h2 id="valuation-results-title">{t('title')}</h2>
      <div className={styles.range} data-testid="valuation-range">
        <p className={styles.rangeLabel}>{t('range')}</p>
        <p className={styles.rangeValue}>{valuation.range ? `${euro(valuation.range.low)} – ${euro(valuation.range.high)}` : '—'}</p>
        {!valuation.range && <p>{t('none')}</p>}
      </div>
      <dl className={styles.methods}>
        <div className={styles.method} data-method="income">
          <dt>{t('income')}</dt>
          <dd>
            {valuation.income !== null && input.profit !== null ? (
              <>
                <strong>{euro(valuation.income)}</strong>
                <span className={styles.how}>
                  {t('incomeFormula', {
                    profit: euro(input.profit),
                    rate: formatDecimal(input.ratePercent, locale),
                    value: euro(valuation.income),
                  })}
                </span>
              </>
            ) : (
              t('incomeMissing')
            )}
          </dd>
        </div>
        <div className={styles.method} data-method="assets">
          <dt>{t('assets')}</dt>
          <dd>
            {valuation.assets ? (
              <>
                <strong>{euro(valuation.assets.value)}</strong>
                <span className={styles.how}>
                  {valuation.assets.negativeEquity ? t('assetsNegative') : t('assetsText', { value: euro(valuation.assets.value) })}
                </span>
              </>
            ) : (
              t('assetsMissing')
            )}
          </dd>
        </div>
        <div className={styles.method} data-method="comparables">
          <dt>{t('comparables')}</dt>
          <dd>
            <p className={styles.multiple} data-multiple="profit">
              <span className={styles.multipleName}>{t('byProfit')}:</span> {comparable(valuation.byProfit, input.profit)}
            </p>
            <p className={styles.multiple} data-multiple="turnover">
              <span className={styles.multipleName}>{t('byTurnover')}:</span> {comparable(valuation.byTurnover, input.turnover)}
            </p>
            <span className={styles.how}>{t('askingPrices')}</span>
          </dd>
        </div>
      </dl>
    </section>
  )
}
