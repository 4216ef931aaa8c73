/**
 * An error an /api/* call answers with: a status, a message for people (a message key from
 * src/i18n/messages, translated for the request's language, or a finished text) and, where
 * the spec keeps them, messages per field. `code` is a stable machine word (already_invited).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly options: {
      vars?: Record<string, string | number>
      /** Field name → message key (or finished text). */
      errors?: Record<string, string>
      code?: string
      /** Extra top-level keys for the JSON body, e.g. { success: false }. */
      extra?: Record<string, unknown>
      /** Response headers, e.g. Retry-After on a 429. */
      headers?: Record<string, string>
    } = {},
  ) {
    super(messageKey)
  }
}

export const badRequest = (key: string, errors?: Record<string, string>) => new ApiError(400, key, { errors })
export const unauthorized = () => new ApiError(401, 'api.notLoggedIn')
export const forbidden = (key = 'api.forbidden') => new ApiError(403, key)
export const notFound = (key = 'api.notFound') => new ApiError(404, key)

/** A 429 saying when to try again: `{minutes}` in the message, seconds in Retry-After. */
export const tooManyRequests = (key: string, retryAfterSeconds: number, options: { code?: string; extra?: Record<string, unknown> } = {}) =>
  new ApiError(429, key, { ...options, vars: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }, headers: { 'Retry-After': String(retryAfterSeconds) } })
