import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import type { PageFilter } from '@/lib/revalidation/affected-pages'
import { onPageCacheFlush } from '@/lib/revalidation/page-cache-flush'

/** The header that tells a response came from this cache (tests and curious operators read it). */
export const PAGE_CACHE_HEADER = 'x-page-cache'

export type PageCacheOptions = {
  /** How long a copy is served, at most; a page's own s-maxage, when shorter, wins. */
  ttlMs: number
  maxEntries: number
  maxBytes: number
  /** Largest body kept; bigger pages are simply not cached. */
  maxBodyBytes: number
  /** After a flush, how long nothing is stored: the page cache of Next applies tags a moment later. */
  quietMs: number
  now?: () => number
}

type Entry = { path: string; status: number; headers: OutgoingHttpHeaders; body: Buffer; until: number }
/** After a partial flush: until when nothing is stored for the pages it dropped. */
type Quiet = { affects: PageFilter; until: number }

/** Requests for the client router (RSC payloads, prefetches) get other answers than a browser's page load. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'range']
const NOT_PAGES = /^\/(?:api|admin|_next)(?:\/|$)/
/** Headers that belong to one connection or one answer, never to a stored copy. */
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])

const pathOf = (url: string) => url.split('?', 1)[0]!

/** How long a partial flush is remembered: longer than any answer takes, so one begun before it is never stored. */
const QUIET_REMEMBERED_MS = 60_000

/** The cache key, or null for requests whose answer may differ from what is stored. */
function keyOf(req: IncomingMessage): string | null {
  const url = req.url ?? '/'
  if (req.method !== 'GET' || NOT_PAGES.test(url) || /[?&]_rsc=/.test(url)) return null
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null
  if (/(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')) return null
  // The compressed bytes are stored, so copies differ by what the client accepts.
  const encoding = String(req.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .replace(/\s+/g, '')
    .slice(0, 100)
  return `${encoding} ${url}`
}

/** How long Next lets shared caches keep this answer (s-maxage), or null if not at all. */
function sharedMaxAgeMs(res: ServerResponse): number | null {
  if (res.statusCode !== 200 || res.getHeader('x-nextjs-cache') !== 'HIT' || res.getHeader('set-cookie') !== undefined) return null
  const control = String(res.getHeader('cache-control') ?? '')
  if (/\b(?:private|no-store|no-cache)\b/.test(control)) return null
  const maxAge = /\bs-maxage=(\d+)/.exec(control)
  return maxAge ? Number(maxAge[1]) * 1000 : null
}

/**
 * An in-memory copy of the public pages Next serves from its own page cache (ISR), kept in
 * front of Next: a page view then costs what a small static file costs instead of a pass through
 * Next's router and renderer (bench/page-speed.ts). It only keeps what Next itself calls a
 * cache hit that any shared cache may store, byte for byte as sent (compressed once, not per
 * request), for at most `ttlMs` or the page's s-maxage. Every revalidation drops the pages
 * showing what changed (see lib/revalidation), so an edit shows as soon as it does without this cache.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  let bytes = 0
  let quietUntil = 0
  let quietPages: Quiet[] = []

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= key.length + entry.body.length
    entries.delete(key)
  }

  const store = (key: string, entry: Entry) => {
    drop(key)
    entries.set(key, entry)
    // Keys count too: a visitor chooses the URL and the Accept-Encoding.
    bytes += key.length + entry.body.length
    // A Map keeps insertion order, and hits re-insert: the first key is the least recently used.
    while (entries.size > options.maxEntries || bytes > options.maxBytes) drop(entries.keys().next().value!)
  }

  const serve = (res: ServerResponse, entry: Entry) => {
    res.writeHead(entry.status, { ...entry.headers, 'content-length': entry.body.length, [PAGE_CACHE_HEADER]: 'hit' })
    res.end(entry.body)
  }

  /** Whether an answer to `path` begun at `startedAt` may hold what a flush since was about. */
  const quietFor = (path: string, startedAt: number) =>
    startedAt < quietUntil || quietPages.some((quiet) => startedAt < quiet.until && quiet.affects(path))

  /** Collects what Next writes to `res` and stores it when Next is done, if it may be kept. */
  const capture = (key: string, path: string, res: ServerResponse) => {
    const startedAt = now()
    const chunks: Buffer[] = []
    let size = 0
    // Next sets status and caching headers before the first byte: answers it will not let us
    // keep (dynamic, private, streamed pages) are passed through without being collected.
    let keeping: boolean | undefined
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      keeping ??= sharedMaxAgeMs(res) !== null
      if (!keeping || size > options.maxBodyBytes) return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      chunks.push(buffer)
      size += buffer.length
    }
    const writeHead = res.writeHead
    const write = res.write
    const end = res.end
    // Headers handed to writeHead are not kept for getHeaders(); set them the readable way.
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined
      if (!headers || this.headersSent) return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest)
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
      const message = typeof rest[0] === 'string' ? [rest[0]] : []
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...message)
    } as ServerResponse['writeHead']
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0])
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as ServerResponse['write']
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0])
      const maxAge = sharedMaxAgeMs(res)
      // Answers begun before a flush may hold what the flush was about.
      if (maxAge !== null && keeping !== false && size <= options.maxBodyBytes && !quietFor(path, startedAt)) {
        const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)))
        const until = now() + Math.min(maxAge, options.ttlMs)
        store(key, { path, status: res.statusCode, headers, body: Buffer.concat(chunks), until })
      }
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
    } as ServerResponse['end']
  }

  /** Drops the pages `affects` picks (every page without it) and stores none of them for `quietMs`. */
  const flush = (affects?: PageFilter) => {
    const until = now() + options.quietMs
    quietPages = quietPages.filter((quiet) => quiet.until + QUIET_REMEMBERED_MS > now())
    if (!affects) {
      entries.clear()
      bytes = 0
      quietUntil = until
      return
    }
    for (const [key, entry] of entries) if (affects(entry.path)) drop(key)
    quietPages.push({ affects, until })
  }

  return {
    /** Answers from the cache, or passes the request on to `next` (and keeps its answer if it may). */
    handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
      const key = keyOf(req)
      if (key === null) return next()
      const entry = entries.get(key)
      if (entry && entry.until > now()) {
        entries.delete(key)
        entries.set(key, entry)
        return serve(res, entry)
      }
      if (entry) drop(key)
      capture(key, pathOf(req.url ?? '/'), res)
      next()
    },
    flush,
    /** Makes revalidations in this process (lib/revalidation) flush this cache. */
    listenForFlushes: () => onPageCacheFlush(flush),
    stats: () => ({ entries: entries.size, bytes }),
  }
}

export type PageCache = ReturnType<typeof createPageCache>
