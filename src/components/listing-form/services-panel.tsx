import { getTranslations } from 'next-intl/server'

import { fieldLang, UntranslatedNote } from '@/components/i18n/untranslated'
import type { Locale } from '@/i18n/routing'
import { cachedSiteSettings } from '@/reads/site-settings'

import styles from './services-panel.module.css'

/**
 * Beside the listing form: the provider's paid services from site settings (docs/product.md#listing-form: valuation,
 * brokerage and legal consultation, each with a link, and the claim of 100+ Baltic deals).
 */
export async function ServicesPanel({ locale }: { locale: Locale }) {
  const { servicesPanel } = await cachedSiteSettings(locale)
  if (servicesPanel.services.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'listingForm' })
  return (
    <aside className={styles.panel} aria-labelledby="services-title">
      <h2 id="services-title" className={styles.title} lang={fieldLang(servicesPanel.untranslated, 'title')}>
        {servicesPanel.title || t('services')}
      </h2>
      <UntranslatedNote untranslated={servicesPanel.untranslated} locale={locale} />
      {servicesPanel.claim && (
        <p className={styles.claim} lang={fieldLang(servicesPanel.untranslated, 'claim')}>
          {servicesPanel.claim}
        </p>
      )}
      <ul className={styles.list}>
        {servicesPanel.services.map((service, i) => (
          <li key={service.url} className={styles.service}>
            <h3 className={styles.serviceTitle} lang={fieldLang(servicesPanel.untranslated, `services.${i}.title`)}>
              {service.title}
            </h3>
            {service.description && (
              <p className={styles.description} lang={fieldLang(servicesPanel.untranslated, `services.${i}.description`)}>
                {service.description}
              </p>
            )}
            <a href={service.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('viewService')}
              <span className="visually-hidden">
                : {service.title} ({t('newTab')})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
