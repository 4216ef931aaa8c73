import { type NextRequest, NextResponse } from 'next/server'

import { pathLocale } from './i18n/routing'
import { translate } from './i18n/translate'
import { textProblem } from './lib/text/control-characters'

const ADMIN_LANGUAGE_COOKIE = 'payload-lng'

/**
 * The admin panel speaks Latvian unless its user picked English in their account settings
 * (Payload keeps that choice in the payload-lng cookie); the browser's language does not decide.
 */
function adminInLatvianByDefault(request: NextRequest) {
  if (request.cookies.has(ADMIN_LANGUAGE_COOKIE)) return NextResponse.next()
  const headers = new Headers(request.headers)
  const cookie = headers.get('cookie')
  headers.set('cookie', `${cookie ? `${cookie}; ` : ''}${ADMIN_LANGUAGE_COOKIE}=lv`)
  const response = NextResponse.next({ request: { headers } })
  response.cookies.set(ADMIN_LANGUAGE_COOKIE, 'lv', { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 })
  return response
}

/**
 * Why an address cannot be served, as a message key: a path that cannot be percent-decoded
 * ('/bizness/%E0%A4%A') makes Next's router fail with a bare 500 before any route is chosen, and
 * a control character in the path or query (lib/text/control-characters.ts: '/bizness/%00')
 * would reach the database as a slug or, in the admin panel, a filter.
 */
function addressProblem({ pathname, searchParams }: NextRequest['nextUrl']): string | undefined {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return 'api.malformedAddress'
  }
  if (textProblem(path)) return 'api.addressControlCharacters'
  for (const [name, value] of searchParams) {
    if (textProblem(name) || textProblem(value, { multiline: true })) return 'api.addressControlCharacters'
  }
  return undefined
}

/** A 400 with a message: the contract's JSON for calls, a short page for the site. */
function malformedAddress(request: NextRequest, key: string) {
  const path = request.nextUrl.pathname
  const locale = pathLocale(path)
  const message = translate(locale, key)
  if (path.startsWith('/api/')) return NextResponse.json({ success: false, message }, { status: 400 })
  return new NextResponse(
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>400</title><h1>400</h1><p>${message}</p></html>`,
    {
      status: 400,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    },
  )
}

export default function proxy(request: NextRequest) {
  const problem = addressProblem(request.nextUrl)
  if (problem) return malformedAddress(request, problem)
  if (request.nextUrl.pathname.startsWith('/admin')) return adminInLatvianByDefault(request)
  return NextResponse.next()
}

/*
 * The admin panel, and paths with a percent sign (the only ones that can be malformed or hold a
 * control character: the site's own paths never need one, so its pages are still served without
 * any middleware). The site's pages read their queries leniently (src/reads/read-search-params.ts).
 */
export const config = {
  matcher: ['/admin/:path*', '/:path(.*%.*)'],
}
