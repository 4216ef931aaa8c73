import type { MetadataRoute } from 'next'

import { localePath, locales } from '@/i18n/routing'
import { siteUrl } from '@/lib/runtime/site-url'

// SITE_URL is read at run time, not frozen into the build.
export const dynamic = 'force-dynamic'

/** /robots.txt: the public site is open; the admin panel, the API and the sellers' area are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', ...locales.map((locale) => localePath('/app', locale))] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
