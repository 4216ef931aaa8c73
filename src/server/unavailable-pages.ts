import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { keepRequestNotes, type RequestNotes } from '@/lib/database/away-in-request'
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/database/unavailable'

/**
 * Next renders a page once for all the requests waiting for it at that moment, and reports the
 * render's error only in the context of the request that rendered it; the others get the same
 * 500 moments later. A 500 this soon after a render failed because the database is away is
 * taken to be one of those.
 */
const SHARED_RENDER_MS = 2_000

let lastAwayAt = Number.NEGATIVE_INFINITY

/** One request's notes; noting the database away also marks the moment, for the requests that shared the render. */
class Notes implements RequestNotes {
  #away = false
  get databaseAway() {
    return this.#away
  }
  set databaseAway(away: boolean) {
    this.#away = away
    if (away) lastAwayAt = Date.now()
  }
}

const notes = new AsyncLocalStorage<RequestNotes>()
keepRequestNotes(notes)

/**
 * Answers `req` through Next's `handle`; a page whose rendering failed because the database is
 * away (noted by instrumentation's onRequestError) goes out as 503 with Retry-After instead of
 * Next's 500. Next decides the status deep inside its renderer, and neither an error boundary
 * nor global-error can set one, so the status is changed where the headers are written: every
 * way Node sends them (writeHead, or the first write after setting statusCode) passes through
 * `res.writeHead`. A page Next still holds a copy of is served from it as usual, with its 200.
 */
export function answerNotingDatabaseAway(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<void> {
  const mine = new Notes()
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 500 || !(mine.databaseAway || Date.now() - lastAwayAt <= SHARED_RENDER_MS)) return writeHead(status, ...rest)
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    res.setHeader('Cache-Control', 'no-store')
    // The status text Next may have given belongs to the 500.
    return writeHead(503, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest))
  }) as typeof res.writeHead
  return notes.run(mine, () => handle(req, res))
}
