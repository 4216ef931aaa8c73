import pg from 'pg'

/** The first pause before connecting again; it doubles per failure up to RETRY_MAX_MS. */
const RETRY_MIN_MS = 500
const RETRY_MAX_MS = 15_000
/**
 * How often the connection is asked whether it still answers: a peer that vanishes without a word
 * (a failover, a NAT timing out) leaves a socket that reports nothing for many minutes.
 */
const HEARTBEAT_MS = 30_000
const HEARTBEAT_TIMEOUT_MS = 5_000

export type Listener = {
  /** Resolves once LISTEN is first in place (a connection that fails first is retried). */
  listening: Promise<void>
  close: () => Promise<void>
}

type Options = {
  /** Shown in pg_stat_activity.application_name, so the connection can be told apart. */
  name: string
  /** Runs on every notice, and after every (re)connection: notices sent while it was down are lost. */
  onNotice: () => void
  onError: (error: unknown) => void
}

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to others),
 * made again whenever it drops, until closed. While it is open, its socket keeps the process
 * alive; while it is down, the timer of the next attempt does.
 */
export function listenTo(url: string, channel: string, { name, onNotice, onError }: Options): Listener {
  let client: pg.Client | undefined
  let closed = false
  let retryMs = RETRY_MIN_MS
  let retry: NodeJS.Timeout | undefined
  let markListening: () => void = () => {}
  const listening = new Promise<void>((resolve) => (markListening = resolve))

  const drop = (gone: pg.Client, error?: unknown) => {
    if (client !== gone) return
    client = undefined
    if (error) onError(error)
    gone.end().catch(() => {})
    if (closed) return
    retry = setTimeout(connect, retryMs)
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
  }

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: name, connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS })
    client = next
    next.on('notification', (notice) => notice.channel === channel && onNotice())
    next.on('error', (error) => drop(next, error))
    next.on('end', () => drop(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`)
    } catch (error) {
      drop(next, error)
      return
    }
    // Closed meanwhile: close() has ended this connection.
    if (client !== next) return
    retryMs = RETRY_MIN_MS
    markListening()
    onNotice()
  }

  const heartbeat = setInterval(() => {
    const current = client
    // pg reads a query's own query_timeout; its types know only the connection-wide one.
    current
      ?.query({ text: 'SELECT 1', query_timeout: HEARTBEAT_TIMEOUT_MS } as pg.QueryConfig)
      .catch((error: unknown) => drop(current, error))
  }, HEARTBEAT_MS)
  heartbeat.unref()

  void connect()
  return {
    listening,
    close: async () => {
      closed = true
      clearTimeout(retry)
      clearInterval(heartbeat)
      const last = client
      client = undefined
      await last?.end().catch(() => {})
    },
  }
}
