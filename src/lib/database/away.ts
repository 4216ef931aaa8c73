import { channel } from 'node:diagnostics_channel'

/*
 * "The database is away": stopped, restarting, unreachable, or no connection free in time. Known
 * here, in one place: what counts (isDatabaseAway), whether it is away now (databaseAwayNow, told
 * by the pool: src/lib/database/watched-pg.ts), and waiting it out (retryWhileAway). The API
 * answers it 503 (src/lib/api/respond.ts, src/lib/api/database-away.ts), the server marks pages
 * (src/server/database-away-pages.ts).
 */

/**
 * When to ask again after a refusal because the database is away: a restart (fast shutdown and
 * start) takes a few seconds, so does a failover; the readiness call says the same.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** The message key of the app's refusal when the database is away (databaseAway in src/lib/errors/app-error.ts). */
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

function awayItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))
}

/**
 * Whether a failure means "the database is away" rather than a fault of the request or the code.
 * Drizzle wraps the driver's error as `cause`, a failed connect to several addresses is an
 * AggregateError: both are looked through.
 */
export function isDatabaseAway(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  if (awayItself(error)) return true
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  if (isDatabaseAway(cause, depth + 1)) return true
  return Array.isArray(errors) && errors.some((each) => isDatabaseAway(each, depth + 1))
}

/**
 * Whether `error` means the database is away: the driver's own failure, or the app's refusal made
 * of one, known by its message key (a copy of AppError compiled elsewhere is another class).
 */
export const meansDatabaseAway = (error: unknown) =>
  isDatabaseAway(error) || (error as { messageKey?: unknown } | null)?.messageKey === DATABASE_AWAY_KEY

/*
 * Whether the database is away now, as the pool last found it. Next compiles the app (which holds
 * the pool) apart from server.ts (which marks the pages), each with its own copy of this module:
 * the pool's word reaches every copy through a diagnostics channel, which Node keeps by name for
 * the whole process.
 */
const POOL_SAYS = channel('bizness:database-away')
let away = false
POOL_SAYS.subscribe((message) => {
  away = (message as { away: boolean }).away
})

/** The pool's word: a connection could not be opened or was lost (away), or one opened (back). */
export const tellDatabaseAway = (isAway: boolean) => {
  if (isAway !== away) POOL_SAYS.publish({ away: isAway })
}

/** Whether the database is away: from a failure that says so until a connection opens again. */
export const databaseAwayNow = () => away

const FIRST_PAUSE_MS = 200
const LONGEST_PAUSE_MS = 1_000

/**
 * Runs `work`, and runs it again while it fails because the database is away, for at most
 * `forMs`: a restart or a failover is over in seconds. The pauses grow from 0.2 s to 1 s, so the
 * work lands within a second of the database's return. Any other failure, or the last one, is
 * thrown. Only for work that may safely run twice.
 */
export async function retryWhileAway<T>(work: () => Promise<T>, { forMs }: { forMs: number }): Promise<T> {
  const deadline = Date.now() + forMs
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await work()
    } catch (error) {
      if (!isDatabaseAway(error) || Date.now() + pause > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}
