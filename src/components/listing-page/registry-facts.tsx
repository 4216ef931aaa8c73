import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { formatCount, formatEuro } from '@/lib/format/numbers'
import { hiddenFiguresNote, REGISTRY_FIGURES, type RegistryFigure } from '@/lib/registry-difference'
import type { ListingDetail } from '@/services/listings/listing-shapes'

import styles from './registry-facts.module.css'

/**
 * What the Register of Enterprises filed for the listing's company, beside the seller's figures:
 * the badge, the newest report's year, and a note on each figure that differs by more than 20 %.
 * When the seller keeps the number private the filed figures are not given, only which of the
 * seller's figures stray from them. Nothing when the company was not checked (no register data,
 * or not found active).
 */
export async function RegistryFacts({ listing, locale }: { listing: ListingDetail; locale: Locale }) {
  const { registry } = listing
  if (!registry.checked && !listing.registration_number) return null
  const t = await getTranslations({ locale, namespace: 'registry.page' })
  const show = (figure: RegistryFigure, value: number | null) =>
    value === null ? '—' : figure === 'employees' ? formatCount(value, locale) : formatEuro(value, locale)
  const differing: readonly RegistryFigure[] = registry.differs

  return (
    <section className={styles.registry} aria-labelledby="registry-title" data-testid="registry-facts">
      <h2 id="registry-title" className="visually-hidden">
        {t('title')}
      </h2>
      {registry.checked && (
        <p className={styles.badge} data-testid="registry-badge">
          <CheckIcon />
          <span>{registry.sample ? t('badgeSample') : t('badge')}</span>
        </p>
      )}
      <dl className={styles.meta}>
        {listing.registration_number && (
          <div>
            <dt>{t('number')}</dt>
            <dd>{listing.registration_number}</dd>
          </div>
        )}
        {registry.checked && registry.year !== null && (
          <div>
            <dt>{t('year')}</dt>
            <dd>{t('yearValue', { year: registry.year })}</dd>
          </div>
        )}
      </dl>
      {registry.checked && registry.year !== null && !registry.figures_hidden && (
        <table className={styles.figures}>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('seller')}</th>
              <th scope="col">{t('filed')}</th>
            </tr>
          </thead>
          <tbody>
            {REGISTRY_FIGURES.map((figure) => (
              <tr key={figure} data-figure={figure} data-differs={differing.includes(figure) || undefined}>
                <th scope="row">{t(figure)}</th>
                <td>
                  {show(figure, listing[figure])}
                  {differing.includes(figure) && (
                    <span className={styles.mark} aria-hidden="true">
                      *
                    </span>
                  )}
                </td>
                <td>{show(figure, registry[figure])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {registry.figures_hidden && (
        <p className={differing.length > 0 ? styles.note : styles.hidden} data-testid="registry-hidden">
          {t(hiddenFiguresNote(listing, differing), { figures: differing.map((figure) => t(figure).toLowerCase()).join(', ') })}
        </p>
      )}
      {!registry.figures_hidden && differing.length > 0 && (
        <p className={styles.note} data-testid="registry-differs">
          <span aria-hidden="true">* </span>
          {t('differs')}
        </p>
      )}
      {registry.checked && <p className={styles.source}>{t('source')}</p>}
    </section>
  )
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
