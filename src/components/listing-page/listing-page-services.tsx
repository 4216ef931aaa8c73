import { getTranslations } from 'next-intl/server'

import { ServicesPanel } from '@/components/services/services-panel'
import styles from '@/components/services/services-panel-light.module.css'
import type { Locale } from '@/i18n/routing'
import type { SiteSettingsView } from '@/services/site/site-settings'

/** Below the seller's card: the services panel, only when the editors gave it a heading. */
export async function ListingPageServices({ panel, locale }: { panel: SiteSettingsView['servicesPanel']; locale: Locale }) {
  if (!panel.title || panel.services.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'listing.page' })
  return (
    <ServicesPanel
      panel={panel}
      locale={locale}
      heading={panel.title}
      labels={{ link: t('servicesLink'), newTab: t('newTab') }}
      styles={styles}
      landmark="section"
    />
  )
}
