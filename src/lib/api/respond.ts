import { APIError, type PayloadRequest, ValidationError } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'
import { AppError } from '@/lib/errors/app-error'

export const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) } })

/**
 * Every failure of an /api/* call as the contract wants it, decided here and nowhere else:
 * non-2xx, { message } in the request's language, { errors: { field: message } } where fields
 * are at fault. An AppError's refusal picks the status; Payload's own refusals keep theirs.
 * Unknown errors are logged and answered with a generic 500 that reveals nothing.
 */
export function errorResponse(error: unknown, req: PayloadRequest): Response {
  const locale = requestLocale(req)

  if (error instanceof AppError) {
    const { vars, errors, code, extra, retryAfterSeconds, translated, echoAsError } = error.details
    const say = (key: string) => (translated ? key : translate(locale, key, vars))
    const message = say(error.messageKey)
    return json(
      {
        ...extra,
        message,
        ...(code ? { error: code } : echoAsError ? { error: message } : {}),
        ...(errors ? { errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, say(key)])) } : {}),
      },
      error.status,
      retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) },
    )
  }
  if (error instanceof ValidationError) {
    const errors = Object.fromEntries(error.data.errors.map((e) => [e.path, e.message]))
    return json({ message: translate(locale, 'api.invalidInput'), errors }, 400)
  }
  if (error instanceof APIError && error.status < 500) {
    return json({ message: error.message }, error.status)
  }
  req.payload.logger.error({ err: error, msg: `Unexpected error in ${req.method} ${req.url}` })
  return json({ message: translate(locale, 'api.unexpected') }, 500)
}
