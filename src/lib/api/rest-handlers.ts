import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'

import { isForeignStateChange } from './foreign-request'
import { oddTextInRequest } from './odd-text'
import { json, requestErrorResponse } from './respond'

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
 * Whether a path is one of Payload's own routes (under a collection or a global), whose JSON
 * bodies are read by no schema of ours; the contract's calls check theirs in validate.ts, and a
 * signed body (a payment provider's event, a revalidation) is read by none.
 */
const payloadsOwn = (config: Promise<SanitizedConfig> | SanitizedConfig) => async (segment: string | undefined) =>
  segment === 'globals' || (await config).collections.some((collection) => collection.slug === segment)

/** Text no field may hold, in the address or the body, is a 400 naming its field before any route reads it. */
const refuseOddText =
  (handler: RestHandler, isPayloadsOwn: (segment: string | undefined) => Promise<boolean>): RestHandler =>
  async (request, args) => {
    const { slug } = await args.params
    const refusal = await oddTextInRequest(request, { json: await isPayloadsOwn(slug?.[0]) })
    return refusal ? requestErrorResponse(refusal, request) : handler(request, args)
  }

/**
 * Every /api/* route (the contract's calls and Payload's generated ones) as Next serves them,
 * each state-changing method behind the origin check, and every one behind the check of its
 * text. The app's route file and the in-process test client both take them from here, so tests
 * exercise exactly what the site serves.
 */
export function restHandlers(config: Promise<SanitizedConfig> | SanitizedConfig) {
  const own = payloadsOwn(config)
  return {
    GET: refuseOddText(REST_GET(config), own),
    OPTIONS: REST_OPTIONS(config),
    POST: refuseForeign(refuseOddText(REST_POST(config), own)),
    PUT: refuseForeign(refuseOddText(REST_PUT(config), own)),
    PATCH: refuseForeign(refuseOddText(REST_PATCH(config), own)),
    DELETE: refuseForeign(refuseOddText(REST_DELETE(config), own)),
  }
}
