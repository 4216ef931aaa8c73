/**
 * When to ask again after a refusal because the database is away: a restart (fast shutdown and
 * start) takes a few seconds, so does a failover; the readiness call says the same.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** The message key of the app's refusal when the database is away (databaseUnavailable in src/lib/errors/app-error.ts). */
export const DATABASE_AWAY_KEY = 'api.databaseAway'

/** The socket to PostgreSQL could not be made or was cut (Node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'])

/**
 * PostgreSQL's own refusals of a server that is stopping, starting or full: admin_shutdown,
 * crash_shutdown, cannot_connect_now ("the database system is starting up"), too_many_connections.
 * Class 08 (connection exceptions) is matched by its prefix.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])

/**
 * node-postgres and its pool say these without a code: a connection cut mid-query, a pool that
 * found no connection in time. Payload's transaction start rewraps them in a message of its own
 * ("cannot begin transaction: …") without a cause, hence no anchor at the start.
 */
const DRIVER_MESSAGES = [
  /Connection terminated/,
  /timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Query read timeout$/,
]

function unavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))
}

/**
 * Whether a failure means "the database is unavailable right now" (stopped, restarting,
 * unreachable, or no connection free in time) rather than a fault of the request or the code.
 * Drizzle wraps the driver's error as `cause`, a failed connect to several addresses is an
 * AggregateError: both are looked through. The one place that decides it; a request that meets
 * it is answered 503 with Retry-After (src/lib/api/respond.ts, src/lib/api/database-away.ts).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  if (unavailableItself(error)) return true
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  if (isDatabaseUnavailable(cause, depth + 1)) return true
  return Array.isArray(errors) && errors.some((each) => isDatabaseUnavailable(each, depth + 1))
}

/**
 * Whether `error` means the database is away: the driver's own failure, or the app's refusal made
 * of one. Known by its message key, not its class: Next compiles instrumentation, which asks,
 * apart from the pages, which throw, each with its own copy of AppError. Free of imports, so
 * instrumentation can ask synchronously, before Next writes the answer's status.
 */
export const meansDatabaseAway = (error: unknown) =>
  isDatabaseUnavailable(error) || (error as { messageKey?: unknown } | null)?.messageKey === DATABASE_AWAY_KEY
