import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

/**
 * The session cookie exactly as Payload's own login sets it (name, HttpOnly, SameSite=Lax,
 * Secure in production, Path=/, lifetime), from the users collection's auth settings, so
 * Payload reads it back on every request.
 */
export const sessionCookie = (payload: Payload, token: string): string =>
  generatePayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix, token })

/** The same cookie, expired: the browser drops it. */
export const expiredSessionCookie = (payload: Payload): string =>
  generateExpiredPayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix })
