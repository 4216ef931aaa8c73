import { getTranslations } from 'next-intl/server'

import { ServicesPanel } from '@/components/services/services-panel'
import styles from '@/components/services/services-panel-dark.module.css'
import type { Locale } from '@/i18n/routing'
import { cachedSiteSettings } from '@/reads/site-settings'

/** Beside the listing form: the services panel, under a heading of our own when the editors gave none. */
export async function ListingFormServices({ locale }: { locale: Locale }) {
  const { servicesPanel } = await cachedSiteSettings(locale)
  if (servicesPanel.services.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'listingForm' })
  return (
    <ServicesPanel
      panel={servicesPanel}
      locale={locale}
      heading={servicesPanel.title || t('services')}
      labels={{ link: t('viewService'), newTab: t('newTab') }}
      styles={styles}
      landmark="aside"
    />
  )
}
