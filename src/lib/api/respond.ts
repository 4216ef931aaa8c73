import { APIError, type PayloadRequest, ValidationError } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'

import { ApiError } from './api-error'

export const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) } })

const isKey = (text: string) => /^[a-z]+(\.[A-Za-z_]+)+$/.test(text)

/**
 * Every failure of an /api/* call as the contract wants it: non-2xx, { message } in the
 * request's language, { errors: { field: message } } where fields are at fault. Unknown
 * errors are logged and answered with a generic 500 that reveals nothing.
 */
export function errorResponse(error: unknown, req: PayloadRequest): Response {
  const locale = requestLocale(req)
  const say = (text: string, vars?: Record<string, string | number>) => (isKey(text) ? translate(locale, text, vars) : text)

  if (error instanceof ApiError) {
    const { vars, errors, code, extra, headers } = error.options
    const message = say(error.messageKey, vars)
    return json(
      {
        ...extra,
        message,
        ...(code ? { error: code } : {}),
        ...(errors ? { errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, say(key, vars)])) } : {}),
      },
      error.status,
      headers,
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
