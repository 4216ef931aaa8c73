import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from './routing'

/**
 * The language of a page from its params, told to next-intl so the page renders statically.
 * Pages render alongside the layout, not after its check, so each refuses an unknown locale
 * (a request for /favicon.ico lands on [locale]) before using it in a query.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
