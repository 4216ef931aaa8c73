import { defineRouting } from 'next-intl/routing'

/** The interface languages, Latvian first: every list or type of them derives from this one. */
export const locales = ['lv', 'en', 'ru'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'lv'

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

/** The page's language from its path: '/ru/app' → 'ru', '/app' → 'lv'. */
export const pathLocale = (pathname: string): Locale => {
  const first = pathname.split('/')[1]
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale
}

/** The path without its language prefix: '/ru/app' → '/app', '/en' → '/'. */
export const pathWithoutLocale = (pathname: string): string => {
  const locale = pathLocale(pathname)
  return locale === defaultLocale ? pathname : pathname.slice(locale.length + 1) || '/'
}

/** A path in one language: Latvian has no prefix, the others live under /en, /ru ('as-needed'). */
export const localePath = (path: string, locale: Locale): string =>
  locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Latvian is the default for everyone; English and Russian are deliberate choices at /en, /ru.
  localeDetection: false,
})
