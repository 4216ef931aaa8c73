import type { Metadata } from 'next'

import { defaultLocale, localePath, locales, type Locale } from '@/i18n/routing'
import { siteUrl } from '@/lib/runtime/site-url'

/** The absolute URL of a public page in one language. pathWithoutLocale starts with '/' ('/' is home). */
export function localizedUrl(pathWithoutLocale: string, locale: Locale): string {
  const path = localePath(pathWithoutLocale, locale)
  return `${siteUrl()}${path === '/' ? '' : path}`
}

/** The page's URL in every language, plus x-default (Latvian) for everyone else: hreflang's set. */
export function languageUrls(pathWithoutLocale: string): Record<Locale | 'x-default', string> {
  const urls = Object.fromEntries(locales.map((each) => [each, localizedUrl(pathWithoutLocale, each)])) as Record<Locale, string>
  return { ...urls, 'x-default': urls[defaultLocale] }
}

/** Canonical URL + hreflang alternates (every language, x-default → Latvian) for a page's generateMetadata. */
export function alternates(pathWithoutLocale: string, locale: Locale): NonNullable<Metadata['alternates']> {
  return { canonical: localizedUrl(pathWithoutLocale, locale), languages: languageUrls(pathWithoutLocale) }
}
