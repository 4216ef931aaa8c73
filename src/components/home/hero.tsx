import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

import styles from './hero.module.css'

/** The home page's opening: what the site is, and the way to the offers (and to selling). */
export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' })
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className="container">
        <div className={styles.inner}>
          <h1 id="hero-title" className={styles.title}>
            {t('heroTitle')}
          </h1>
          <p className={styles.text}>{t('heroText')}</p>
          <div className={styles.actions}>
            <Link href="/bizness" className={styles.primary}>
              {t('heroCta')}
            </Link>
            <Link href="/app/listing/post" className={styles.secondary}>
              {t('heroSell')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
