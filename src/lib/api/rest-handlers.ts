import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'

import { isForeignStateChange } from './foreign-request'
import { json } from './respond'

type RestHandler = ReturnType<typeof REST_POST>

/** A page of another origin gets a 403 before any route, ours or Payload's, reads the body or the session. */
const refuseForeign =
  (handler: RestHandler): RestHandler =>
  (request, args) => {
    if (!isForeignStateChange(request.method, request.headers)) return handler(request, args)
    const locale = requestLocale({ headers: request.headers, searchParams: new URL(request.url).searchParams })
    return Promise.resolve(json({ message: translate(locale, 'api.foreignOrigin') }, 403))
  }

/**
 * Every /api/* route (the contract's calls and Payload's generated ones) as Next serves them,
 * each state-changing method behind the origin check. The app's route file and the in-process
 * test client both take them from here, so tests exercise exactly what the site serves.
 */
export function restHandlers(config: Promise<SanitizedConfig> | SanitizedConfig) {
  return {
    GET: REST_GET(config),
    OPTIONS: REST_OPTIONS(config),
    POST: refuseForeign(REST_POST(config)),
    PUT: refuseForeign(REST_PUT(config)),
    PATCH: refuseForeign(REST_PATCH(config)),
    DELETE: refuseForeign(REST_DELETE(config)),
  }
}
