import type { Payload, RequestContext } from 'payload'

import { SITE_SETTINGS } from './data/site-settings'

/** Fills the site settings once: an operator's own tagline means they are set up, so they stay. */
export async function seedSiteSettings(payload: Payload, context: RequestContext): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'site-settings', locale: 'lv', depth: 0, context })
  if (current.tagline) return false

  const { tagline, servicesPanel, ...fixed } = SITE_SETTINGS
  const saved = await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'lv',
    context,
    data: {
      ...fixed,
      tagline: tagline.lv,
      servicesPanel: {
        title: servicesPanel.title.lv,
        claim: servicesPanel.claim.lv,
        services: servicesPanel.services.map(({ title, description, url }) => ({ title: title.lv, description: description.lv, url })),
      },
    },
  })
  // The services array is shared by both languages: English goes into the same rows, by id.
  const rows = saved.servicesPanel?.services ?? []
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    context,
    data: {
      tagline: tagline.en,
      servicesPanel: {
        title: servicesPanel.title.en,
        claim: servicesPanel.claim.en,
        services: rows.map((row, i) => ({
          id: row.id,
          url: row.url,
          title: servicesPanel.services[i].title.en,
          description: servicesPanel.services[i].description.en,
        })),
      },
    },
  })
  return true
}
