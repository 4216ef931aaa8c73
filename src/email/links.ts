import { defaultLocale, type Locale } from '@/i18n/routing'
import { siteUrl } from '@/lib/runtime/site-url'

/** A page of the public site in the reader's language: Latvian has no prefix, English lives under /en. */
export const pageUrl = (locale: Locale, path: string) => `${siteUrl()}${locale === defaultLocale ? '' : `/${locale}`}${path}`
