import { APIError, type Config } from 'payload'

import { DATABASE_AWAY_KEY, DATABASE_RETRY_AFTER_SECONDS } from '@/lib/database/away'

/**
 * What went wrong, in the domain's words, and the status each stands for. Services say which
 * refusal it is; what that means on the wire is the HTTP layer's business (src/lib/api/respond.ts).
 */
const STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  tooMany: 429,
  unavailable: 503,
} as const

export type Refusal = keyof typeof STATUS

export type AppErrorDetails = {
  vars?: Record<string, string | number>
  /** Field name → message key. */
  errors?: Record<string, string>
  /** A stable machine word for clients (already_invited, hit_limit). */
  code?: string
  /** Extra top-level keys for the answer, e.g. { success: false }. */
  extra?: Record<string, unknown>
  /** When to try again, for refusals of kind tooMany or unavailable (the answer's Retry-After). */
  retryAfterSeconds?: number
  /** The message and field messages are finished texts (a refusal of Payload's passed on), not keys. */
  translated?: boolean
  /** The answer repeats the message as `error` (the login screen shows that field, docs/product.md#errors). */
  echoAsError?: boolean
}

/**
 * The name of an AppError that refuses the caller's request (4xx): Payload's routes log it as
 * the caller's mistake, one line at info (payload.config.ts `loggingLevels`), not as a server
 * error with its stack, as they did each refused save of a listing changed meanwhile (409).
 */
export const REFUSAL = 'Refusal'

/** Payload's `loggingLevels` entry for the app's refusals; Payload's type names only its own errors. */
export const REFUSAL_LOGGING = { [REFUSAL]: 'info' } as unknown as NonNullable<Config['loggingLevels']>

/**
 * The app's one error type: Payload's APIError (so Payload's own routes and hooks treat it as
 * theirs) carrying a message key from src/i18n/messages, translated where the answer is made,
 * and messages per field where a screen shows them (docs/product.md#errors).
 */
export class AppError extends APIError {
  constructor(
    readonly refusal: Refusal,
    readonly messageKey: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(messageKey, STATUS[refusal], undefined, true)
    this.name = STATUS[refusal] < 500 ? REFUSAL : 'AppError'
  }
}

export const invalid = (key: string, errors?: Record<string, string>) => new AppError('invalid', key, { errors })
export const unauthenticated = () => new AppError('unauthenticated', 'api.notLoggedIn')
export const forbidden = (key = 'api.forbidden') => new AppError('forbidden', key)
export const notFound = (key = 'api.notFound') => new AppError('notFound', key)

/** Too many uses: `{minutes}` in the message, and when to try again for the answer. */
export const tooMany = (key: string, retryAfterSeconds: number, details: Pick<AppErrorDetails, 'code' | 'extra'> = {}) =>
  new AppError('tooMany', key, { ...details, vars: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }, retryAfterSeconds })

/** The database is away (restarting, unreachable): try again in a few seconds. */
export const databaseAway = () => new AppError('unavailable', DATABASE_AWAY_KEY, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS })
