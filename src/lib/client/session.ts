'use client'

import { localePath, pathLocale, type Locale } from '@/i18n/routing'

import { isAppPath, rememberAppRedirect } from './app-redirect'
import { type StoredUser, storeUser } from './stored-user'

/** After login or a signed-in sign-up: the user for display and the interface language (docs/product.md#entities). */
export function startClientSession(user: StoredUser, locale: Locale): void {
  window.localStorage.setItem('locale', locale)
  storeUser(user)
}

/** The login page in the language of the page the visitor is on. */
const loginPath = (pathname: string) => localePath('/login', pathLocale(pathname))

/**
 * The server no longer knows the session (a 401, an expired or forged cookie) or no user is
 * stored: forget the user, remember the /app page to return to, and go to login. A full page
 * load, so nothing of the signed-in state survives in memory.
 */
export function endExpiredSession(): void {
  const { pathname, search } = window.location
  storeUser(null)
  if (isAppPath(pathname)) rememberAppRedirect(pathname + search)
  window.location.assign(loginPath(pathname))
}
