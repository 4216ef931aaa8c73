import { type AfterErrorHook, type Endpoint, mergeHeaders, type SanitizedConfig } from 'payload'

import { meansDatabaseAway } from '@/lib/database/away'
import { databaseAway } from '@/lib/errors/app-error'
import { checkSessionsCarefully, sessionUnchecked } from '@/lib/account/unchecked-session'

import { payloadErrorResponse, refusalOf } from './respond'

/** Marks an endpoint whose handler refuses an unchecked session itself, in its own answer's shape (define-endpoint.ts). */
export const REFUSES_UNCHECKED_SESSIONS = 'refusesUncheckedSessions'

/**
 * Payload's own routes (login, /users/me, a collection's REST) answer a database that is away
 * with a 503 in the visitor's language and Retry-After, in Payload's shape, instead of a 500.
 */
const answerDatabaseAway: AfterErrorHook = ({ error, req }) => {
  if (!meansDatabaseAway(error)) return
  const { status, message, headers } = refusalOf(error, req)
  req.responseHeaders = mergeHeaders(req.responseHeaders ?? new Headers(), new Headers(headers))
  return { status, response: { errors: [{ message }] } }
}

/** A route refuses a request whose session could not be checked before it acts as if nobody had signed in. */
const refusingUncheckedSessions = <E extends Endpoint>(endpoint: E): E =>
  endpoint.custom?.[REFUSES_UNCHECKED_SESSIONS]
    ? endpoint
    : {
        ...endpoint,
        // Answered here, not thrown: Payload would log the refusal as an error of its route.
        handler: (req) => (sessionUnchecked(req.headers) ? payloadErrorResponse(databaseAway(), req) : endpoint.handler(req)),
      }

/**
 * While PostgreSQL restarts: every route of the built config (Payload's added ones too) refuses
 * a request whose session could not be checked, Payload's errors of a database that is away
 * become 503, and Payload's session check tells "nobody signed in" from "could not check"
 * (src/lib/account/unchecked-session.ts). docs/decisions/061-unchecked-session-is-not-signed-out.md.
 */
export async function answerWhileDatabaseAway(built: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await built
  config.endpoints = config.endpoints.map(refusingUncheckedSessions) as typeof config.endpoints
  for (const each of [...config.collections, ...config.globals]) {
    if (each.endpoints) each.endpoints = each.endpoints.map(refusingUncheckedSessions)
  }
  config.hooks = { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), answerDatabaseAway] }
  const onInit = config.onInit
  config.onInit = async (payload) => {
    checkSessionsCarefully(payload)
    await onInit?.(payload)
  }
  return config
}
