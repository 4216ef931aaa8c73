import type { Metadata } from 'next'

import type { Locale } from '@/i18n/routing'
import { siteUrl } from '@/lib/runtime/site-url'

import { alternates, localizedUrl } from './alternates'

/** Open Graph's locale of each interface language (Russian as written in Latvia). */
export const OG_LOCALE: Record<Locale, string> = { lv: 'lv_LV', en: 'en_GB', ru: 'ru_LV' }

type ShareImage = { url: string; width: number; height: number; alt: string }

/** A media URL ('/api/media/file/…') as the absolute address link previews need. */
export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl()}${path}`)

/**
 * A public page's metadata: title (the layout's template adds the tagline unless it is absolute),
 * description, canonical URL with hreflang alternates, and Open Graph. A page's openGraph
 * replaces the layout's whole, so the site name and locale are repeated here.
 */
export function pageMetadata({
  locale,
  path,
  title,
  shareTitle,
  description,
  image,
}: {
  locale: Locale
  path: string
  title: Metadata['title']
  /** The title as link previews show it (no template applies there). */
  shareTitle: string
  description: string
  image?: ShareImage | null
}): Metadata {
  return {
    title,
    description,
    alternates: alternates(path, locale),
    openGraph: {
      siteName: 'Bizness',
      locale: OG_LOCALE[locale],
      type: 'website',
      url: localizedUrl(path, locale),
      title: shareTitle,
      description,
      ...(image ? { images: [{ ...image, url: absoluteUrl(image.url) }] } : {}),
    },
  }
}
