import { type NextRequest, NextResponse } from 'next/server'

import { translate } from './i18n/translate'

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

const decodes = (path: string) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * A path that cannot be percent-decoded ('/bizness/%E0%A4%A') makes Next's router fail with a
 * bare 500 before any route is chosen; answer it here with a 400 and a message instead: the
 * contract's JSON for calls, a short page for the site.
 */
function malformedAddress(request: NextRequest) {
  const path = request.nextUrl.pathname
  const locale = /^\/en(\/|$)/.test(path) ? 'en' : 'lv'
  const message = translate(locale, 'api.malformedAddress')
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
  if (!decodes(request.nextUrl.pathname)) return malformedAddress(request)
  if (request.nextUrl.pathname.startsWith('/admin')) return adminInLatvianByDefault(request)
  return NextResponse.next()
}

/*
 * The admin panel, and paths with a percent sign (the only ones that can be malformed: the site's
 * own paths never need one, so its pages are still served without any middleware).
 */
export const config = {
  matcher: ['/admin/:path*', '/:path(.*%.*)'],
}
