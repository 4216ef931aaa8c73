import { locale as rootLocale } from 'next/root-params'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { defaultLocale, isLocale } from '@/i18n/routing'

import styles from './not-found.module.css'

/** An unknown, hidden or expired listing: say so, and offer the way on (a 404). */
export default async function ListingNotFound() {
  // A not-found renders apart from the page that threw and gets no params: the root param says
  // the language, and telling next-intl keeps the page static (no request headers read).
  const requested: unknown = await rootLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'listing.page' })
  return (
    <div className="container">
      <div className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{t('notFoundTitle')}</h1>
        <p className={styles.text}>{t('notFoundText')}</p>
        <div className={styles.actions}>
          <Link href="/bizness" className={styles.primary}>
            {t('notFoundOffers')}
          </Link>
          <Link href="/" className={styles.secondary}>
            {t('notFoundHome')}
          </Link>
        </div>
      </div>
    </div>
  )
}
