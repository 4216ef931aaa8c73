import { APIError, type PayloadRequest, ValidationError } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { isDatabaseAway } from '@/lib/database/away'
import { AppError, databaseAway } from '@/lib/errors/app-error'

/** At most one line a second: a restart refuses hundreds of requests, and each says the same. */
const QUIET_MS = 1_000

let lastNoted = 0
let refusedSince = 0

/**
 * Tells the operator that requests are being refused because the database is away: one
 * warning a second at most, with how many were refused since the last one, and the driver's
 * reason (not a stack trace: nothing in the code is at fault).
 */
function noteDatabaseAway(logger: PayloadRequest['payload']['logger'], error: unknown): void {
  refusedSince++
  const now = Date.now()
  if (now - lastNoted < QUIET_MS) return
  const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
  logger.warn(`Answering 503: the database is away (${reason}); ${refusedSince} request(s) refused since the last note.`)
  lastNoted = now
  refusedSince = 0
}

/** A JSON answer nobody keeps, unless `headers` say otherwise (a shared answer's Cache-Control). */
export const json = (body: unknown, status = 200, headers?: HeadersInit) => {
  const merged = new Headers({ 'Cache-Control': 'no-store' })
  for (const [name, value] of new Headers(headers)) merged.set(name, value)
  return Response.json(body, { status, headers: merged })
}

/** A failure as people read it, whichever shape of answer carries it. */
type Refusal = { status: number; message: string; errors?: Record<string, string>; extra?: Record<string, unknown>; headers?: HeadersInit }

/**
 * Every failure in the request's language, decided here and nowhere else: an AppError's
 * refusal picks the status; Payload's own refusals keep theirs; a database that is away is a
 * 503 with Retry-After. Unknown errors are logged and become a generic 500 that reveals nothing.
 */
export function refusalOf(error: unknown, req: PayloadRequest): Refusal {
  const locale = requestLocale(req)
  if (error instanceof AppError) return appErrorRefusal(error, locale)
  if (error instanceof ValidationError) {
    return {
      status: 400,
      message: translate(locale, 'api.invalidInput'),
      errors: Object.fromEntries(error.data.errors.map((e) => [e.path, e.message])),
    }
  }
  if (error instanceof APIError && error.status < 500) return { status: error.status, message: error.message }
  if (isDatabaseAway(error)) {
    noteDatabaseAway(req.payload.logger, error)
    return refusalOf(databaseAway(), req)
  }
  req.payload.logger.error({ err: error, msg: `Unexpected error in ${req.method} ${req.url}` })
  return { status: 500, message: translate(locale, 'api.unexpected') }
}

function appErrorRefusal(error: AppError, locale: Locale): Refusal {
  const { vars, errors, code, extra, retryAfterSeconds, translated, echoAsError } = error.details
  const say = (key: string) => (translated ? key : translate(locale, key, vars))
  const message = say(error.messageKey)
  return {
    status: error.status,
    message,
    errors: errors && Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, say(key)])),
    extra: { ...extra, ...(code ? { error: code } : echoAsError ? { error: message } : {}) },
    headers: retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) },
  }
}

const answer = ({ status, message, errors, extra, headers }: Refusal) =>
  json({ ...extra, message, ...(errors ? { errors } : {}) }, status, headers)

/** A failure of an /api/* call as the contract wants it: non-2xx, { message }, { errors: { field: message } } where fields are at fault. */
export function errorResponse(error: unknown, req: PayloadRequest): Response {
  return answer(refusalOf(error, req))
}

/** The same for a refusal made before any route has its PayloadRequest: the checks every /api/* request passes (rest-handlers.ts). */
export function requestErrorResponse(error: AppError, request: Request): Response {
  return answer(appErrorRefusal(error, requestLocale({ headers: request.headers, searchParams: new URL(request.url).searchParams })))
}

/**
 * The same failure in Payload's own shape, for our routes that stand in for Payload's (the
 * admin panel reads { errors: [{ message, data: { errors: [{ path, message }] } }] }), with the
 * refusal's extra keys beside it (the login's second step).
 */
export function payloadErrorResponse(error: unknown, req: PayloadRequest): Response {
  const { status, message, errors, extra, headers } = refusalOf(error, req)
  const fields = errors && { data: { errors: Object.entries(errors).map(([path, text]) => ({ path, message: text })) } }
  return json({ ...extra, errors: [{ message, ...fields }] }, status, headers)
}
