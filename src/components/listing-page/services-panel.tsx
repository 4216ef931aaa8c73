import { getTranslations } from 'next-intl/server'

import { fieldLang, UntranslatedNote } from '@/components/i18n/untranslated'
import type { Locale } from '@/i18n/routing'
import type { SiteSettingsView } from '@/services/site/site-settings'

import styles from './services-panel.module.css'

/** The operator's paid services for sellers (site settings), each with a link to its page. */
export async function ServicesPanel({ panel, locale }: { panel: SiteSettingsView['servicesPanel']; locale: Locale }) {
  if (!panel.title || panel.services.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'listing.page' })
  return (
    <section className={styles.panel} aria-labelledby="services-title">
      <h2 id="services-title" className={styles.title} lang={fieldLang(panel.untranslated, 'title')}>
        {panel.title}
      </h2>
      <UntranslatedNote untranslated={panel.untranslated} locale={locale} />
      {panel.claim && (
        <p className={styles.claim} lang={fieldLang(panel.untranslated, 'claim')}>
          {panel.claim}
        </p>
      )}
      <ul className={styles.services}>
        {panel.services.map((service, i) => (
          <li key={service.url} className={styles.service}>
            <h3 className={styles.serviceTitle} lang={fieldLang(panel.untranslated, `services.${i}.title`)}>
              {service.title}
            </h3>
            {service.description && (
              <p className={styles.description} lang={fieldLang(panel.untranslated, `services.${i}.description`)}>
                {service.description}
              </p>
            )}
            <a href={service.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('servicesLink')}
              <span className="visually-hidden">
                : {service.title} ({t('newTab')})
              </span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
