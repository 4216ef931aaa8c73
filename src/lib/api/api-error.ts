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
    } = {},
  ) {
    super(messageKey)
  }
}

export const badRequest = (key: string, errors?: Record<string, string>) => new ApiError(400, key, { errors })
export const unauthorized = () => new ApiError(401, 'api.notLoggedIn')
export const forbidden = (key = 'api.forbidden') => new ApiError(403, key)
export const notFound = (key = 'api.notFound') => new ApiError(404, key)
