import type { Locale } from '@/i18n/routing'
import { cachedSiteSettings } from '@/lib/page-data/site'

import type { ListingFormLabels } from './labels'
import styles from './services-panel.module.css'

/**
 * Beside the listing form: the provider's paid services from site settings (spec: valuation,
 * brokerage and legal consultation, each with a link, and the claim of 100+ Baltic deals).
 */
export async function ServicesPanel({ locale, labels }: { locale: Locale; labels: ListingFormLabels }) {
  const { servicesPanel } = await cachedSiteSettings(locale)
  if (servicesPanel.services.length === 0) return null
  return (
    <aside className={styles.panel} aria-labelledby="services-title">
      <h2 id="services-title" className={styles.title}>
        {servicesPanel.title || labels.services}
      </h2>
      {servicesPanel.claim && <p className={styles.claim}>{servicesPanel.claim}</p>}
      <ul className={styles.list}>
        {servicesPanel.services.map((service) => (
          <li key={service.url} className={styles.service}>
            <h3 className={styles.serviceTitle}>{service.title}</h3>
            {service.description && <p className={styles.description}>{service.description}</p>}
            <a href={service.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {labels.viewService}
              <span className="visually-hidden">
                : {service.title} ({labels.newTab})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
