import type { IncomingMessage, ServerResponse } from 'node:http'

import { DATABASE_RETRY_AFTER_SECONDS, databaseAwayNow } from '@/lib/database/away'

/**
 * Answers `req` through Next's `handle`; a page that fails while the database is away goes out as
 * 503 with Retry-After instead of Next's 500. Next decides the status deep inside its renderer,
 * and neither an error boundary nor global-error can set one, so the status is changed where the
 * headers are written: every way Node sends them (writeHead, or the first write after setting
 * statusCode) passes through `res.writeHead`. Whether the database is away is the pool's word
 * (src/lib/database/away.ts), not the request's: Next renders a page once for all the requests
 * waiting for it and tells the render's error late to the others, whose pages fail all the same.
 * A page Next still holds a copy of is served from it as usual, with its 200.
 */
export function answerMarkingDatabaseAway(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<void> {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 500 || !databaseAwayNow()) return writeHead(status, ...rest)
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    res.setHeader('Cache-Control', 'no-store')
    // The status text Next may have given belongs to the 500.
    return writeHead(503, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest))
  }) as typeof res.writeHead
  return handle(req, res)
}
