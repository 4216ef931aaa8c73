import { fieldLang, UntranslatedNote } from '@/components/i18n/untranslated'
import type { Locale } from '@/i18n/routing'
import type { SiteSettingsView } from '@/services/site/site-settings'

/**
 * A look of the panel, a CSS module with the classes panel, title, claim, list, service,
 * serviceTitle, description and link (services-panel-dark.module.css, services-panel-light.module.css).
 */
type PanelStyles = Readonly<Record<string, string>>

/**
 * The operator's paid services from site settings (docs/product.md#listing-form: valuation,
 * brokerage and legal consultation, each with a link, and the claim of 100+ Baltic deals), as the
 * listing form shows them beside it and the listing page below the seller's card.
 */
export function ServicesPanel({
  panel,
  locale,
  heading,
  labels,
  styles,
  landmark: Landmark,
}: {
  panel: SiteSettingsView['servicesPanel']
  locale: Locale
  heading: string
  labels: { link: string; newTab: string }
  styles: PanelStyles
  landmark: 'aside' | 'section'
}) {
  return (
    <Landmark className={styles.panel} aria-labelledby="services-title">
      <h2 id="services-title" className={styles.title} lang={fieldLang(panel.untranslated, 'title')}>
        {heading}
      </h2>
      <UntranslatedNote untranslated={panel.untranslated} locale={locale} />
      {panel.claim && (
        <p className={styles.claim} lang={fieldLang(panel.untranslated, 'claim')}>
          {panel.claim}
        </p>
      )}
      <ul className={styles.list}>
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
              {labels.link}
              <span className="visually-hidden">
                : {service.title} ({labels.newTab})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Landmark>
  )
}
