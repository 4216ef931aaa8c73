import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatCount } from '@/lib/format/numbers'
import { LISTING_EVENTS, type ListingEvent } from '@/services/statistics/count-listing-event'
import type { DayCounts, ListingStatistics } from '@/services/statistics/statistics-shapes'

import styles from './listing-stats-chart.module.css'

/** The drawing's own units: one bar and its gap per day, scaled by the browser to the width it has. */
const BAR = 8
const GAP = 2
const HEIGHT = 48

/** 2026-11-05 → 05.11. (the site's day-first dates, the year being plain from the 30 days). */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`

/**
 * One listing's last 30 days, drawn on the server: a row of daily bars per count (views, contact
 * reveals, inquiries, saves), each on its own scale, with its total. Each drawing is an image
 * whose name says what it shows; the same numbers are in a table under it for whoever wants them
 * read out or exact.
 */
export async function ListingStatsChart({ stats, locale }: { stats: ListingStatistics; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'statistics' })
  const headingId = `stats-${stats.id}`
  const width = stats.days.length * (BAR + GAP) - GAP

  const describe = (event: ListingEvent) => {
    const name = t(`events.${event}`)
    const top = stats.days.reduce<DayCounts | undefined>((best, day) => (day[event] > (best?.[event] ?? 0) ? day : best), undefined)
    if (!top) return t('chartEmpty', { event: name })
    return t('chartLabel', {
      event: name,
      total: formatCount(stats.totals[event], locale),
      max: formatCount(top[event], locale),
      day: shortDay(top.day),
    })
  }

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="listing-stats">
      <h2 id={headingId} className={styles.title}>
        {stats.slug ? <Link href={`/bizness/${stats.slug}`}>{stats.title}</Link> : stats.title}
      </h2>
      <ul className={styles.rows}>
        {LISTING_EVENTS.map((event) => {
          const max = Math.max(1, ...stats.days.map((day) => day[event]))
          return (
            <li key={event} className={styles.row} data-event={event}>
              <div className={styles.label}>
                <span>{t(`events.${event}`)}</span>
                <strong className={styles.total}>{formatCount(stats.totals[event], locale)}</strong>
              </div>
              <svg
                className={styles.chart}
                viewBox={`0 0 ${width} ${HEIGHT}`}
                preserveAspectRatio="none"
                role="img"
                aria-label={describe(event)}
              >
                <line x1="0" x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
                {stats.days.map((day, index) => {
                  const height = day[event] === 0 ? 0 : Math.max(2, (day[event] / max) * (HEIGHT - 2))
                  return (
                    <rect key={day.day} x={index * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} className={styles.bar}>
                      <title>{`${shortDay(day.day)}: ${formatCount(day[event], locale)}`}</title>
                    </rect>
                  )
                })}
              </svg>
            </li>
          )
        })}
      </ul>
      <div className={styles.row} aria-hidden="true">
        <span />
        <p className={styles.span}>
          <span>{shortDay(stats.days[0].day)}</span>
          <span>{shortDay(stats.days[stats.days.length - 1].day)}</span>
        </p>
      </div>
      <details className={styles.details}>
        <summary>{t('table')}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                {LISTING_EVENTS.map((event) => (
                  <th key={event} scope="col">
                    {t(`events.${event}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...stats.days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <time dateTime={day.day}>{shortDay(day.day)}</time>
                  </th>
                  {LISTING_EVENTS.map((event) => (
                    <td key={event}>{formatCount(day[event], locale)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
