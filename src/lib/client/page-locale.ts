'use client'

import { defaultLocale, isLocale, type Locale } from '@/i18n/routing'

/** The page's language, as the root layout keeps it in <html lang>. */
export const pageLocale = (): Locale => {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : defaultLocale
}
