import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { readTranslated, untranslatedWithin } from '@/services/content/translated'

export type SiteSettingsView = {
  tagline: string
  dealsCompleted: number
  potentialInvestors: number
  listingLifetimeDays: number
  /** `untranslated`: its fields shown in Latvian (src/services/content/translated.ts). */
  servicesPanel: {
    title: string
    claim: string
    services: { title: string; description: string; url: string }[]
    untranslated: string[]
  }
  footerLinks: { aboutUrl: string | null; contactUrl: string | null; advertisingUrl: string | null }
}

/**
 * The editors' site settings in the reader's language (texts not yet translated in Latvian), with
 * the home page's fixed figures as fallbacks (docs/product.md#screens).
 */
export async function getSiteSettings(payload: Payload, locale: Locale): Promise<SiteSettingsView> {
  const settings = await readTranslated(locale, (language) =>
    payload.findGlobal({ slug: 'site-settings', ...language, depth: 0, overrideAccess: false }),
  )
  return {
    tagline: settings.tagline ?? '',
    dealsCompleted: settings.dealsCompleted ?? 103,
    potentialInvestors: settings.potentialInvestors ?? 1568,
    listingLifetimeDays: settings.listingLifetimeDays ?? 180,
    servicesPanel: {
      title: settings.servicesPanel?.title ?? '',
      claim: settings.servicesPanel?.claim ?? '',
      services: (settings.servicesPanel?.services ?? []).map((service) => ({
        title: service.title,
        description: service.description ?? '',
        url: service.url,
      })),
      untranslated: untranslatedWithin(settings.untranslated, 'servicesPanel'),
    },
    footerLinks: {
      aboutUrl: settings.footerLinks?.aboutUrl || null,
      contactUrl: settings.footerLinks?.contactUrl || null,
      advertisingUrl: settings.footerLinks?.advertisingUrl || null,
    },
  }
}
