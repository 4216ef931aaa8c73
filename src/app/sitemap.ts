import type { MetadataRoute } from 'next'

import { locales } from '@/i18n/routing'
import { cachedSitemapPages } from '@/reads/sitemap-pages'
import { languageUrls, localizedUrl } from '@/lib/seo/alternates'

// Built per request from cached data: the build has no database, and SITE_URL is read at run time.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: every public page in Latvian and English, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await cachedSitemapPages()
  return pages.flatMap(({ path, lastModified }) => {
    const languages = languageUrls(path)
    return locales.map((locale) => ({ url: localizedUrl(path, locale), lastModified, alternates: { languages } }))
  })
}
