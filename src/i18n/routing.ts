import { defineRouting } from 'next-intl/routing'

export const locales = ['lv', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'lv'

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Latvian is the default for everyone; English is a deliberate choice at /en.
  localeDetection: false,
})
