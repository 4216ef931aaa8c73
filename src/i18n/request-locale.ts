import { defaultLocale, isLocale, type Locale } from './routing'

/**
 * The language a request wants its messages in: an explicit ?locale=, then the site's
 * language cookie, then the browser's first preference, else Latvian.
 */
export function requestLocale(req: { headers: Pick<Headers, 'get'>; searchParams?: URLSearchParams }): Locale {
  const fromQuery = req.searchParams?.get('locale')
  if (isLocale(fromQuery)) return fromQuery

  const cookie = req.headers.get('cookie') ?? ''
  const fromCookie = /(?:^|;\s*)NEXT_LOCALE=([a-z]{2})\b/.exec(cookie)?.[1]
  if (isLocale(fromCookie)) return fromCookie

  const accept = (req.headers.get('accept-language') ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase()
  if (isLocale(accept)) return accept

  return defaultLocale
}
