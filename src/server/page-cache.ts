import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { SHARED_ANSWER_HEADER, sharedAnswerTags } from '@/lib/api/shared-answer'
import { type PageFilter, pagesShowing } from '@/lib/revalidation/affected-pages'
import { onPageCacheFlush } from '@/lib/revalidation/page-cache-flush'

import { acceptedEncoding, callKeyOf, inDraftMode, mayBeSharedCall, readBody, replayed } from './call-requests'

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

/** What a copy shows: a page by its path, a call's shared answer by the tags it was built from. */
type Shows = { path: string; tags: readonly string[] | null }
type Entry = Shows & { status: number; headers: OutgoingHttpHeaders; body: Buffer; until: number }
/** After a partial flush: until when nothing is stored of what it dropped. */
type Quiet = { tags: readonly string[]; pages: PageFilter; until: number }

/** Requests for the client router (RSC payloads, prefetches) get other answers than a browser's page load. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url', 'range']
const NOT_PAGES = /^\/(?:api|admin|_next)(?:\/|$)/
/** Headers that belong to one connection or one answer, never to a stored copy. */
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])

const pathOf = (url: string) => url.split('?', 1)[0]!

/** How long a partial flush is remembered: longer than any answer takes, so one begun before it is never stored. */
const QUIET_REMEMBERED_MS = 60_000

/** A page's cache key, or null for requests whose answer may differ from what is stored. */
function pageKeyOf(req: IncomingMessage): string | null {
  const url = req.url ?? '/'
  if (req.method !== 'GET' || NOT_PAGES.test(url) || /[?&]_rsc=/.test(url)) return null
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined) || inDraftMode(req)) return null
  // The compressed bytes are stored, so copies differ by what the client accepts.
  return `${acceptedEncoding(req)} ${url}`
}

const storable = (res: ServerResponse) => res.statusCode === 200 && res.getHeader('set-cookie') === undefined

/** How long Next lets shared caches keep this page (s-maxage), or null if not at all. */
function sharedMaxAgeMs(res: ServerResponse): number | null {
  if (!storable(res) || res.getHeader('x-nextjs-cache') !== 'HIT') return null
  const control = String(res.getHeader('cache-control') ?? '')
  if (/\b(?:private|no-store|no-cache)\b/.test(control)) return null
  const maxAge = /\bs-maxage=(\d+)/.exec(control)
  return maxAge ? Number(maxAge[1]) * 1000 : null
}

/**
 * Calls `beforeHeaders` once status and headers are set and before they go, with the headers
 * handed to writeHead set the readable way (getHeader sees them). Node sends implicit headers
 * through writeHead too, so this sees every answer.
 */
function onHeaders(res: ServerResponse, beforeHeaders: () => void) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Raw header lists are passed as they are (Next does not send them).
    if (this.headersSent || rest.some(Array.isArray))
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest)
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as OutgoingHttpHeaders | undefined
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) this.setHeader(name, value)
    this.statusCode = status
    beforeHeaders()
    const message = typeof rest[0] === 'string' ? [rest[0]] : []
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...message)
  } as ServerResponse['writeHead']
}

/** The app's mark on a shared answer is for this cache alone: it comes off every call's answer. */
const hideMark = (res: ServerResponse) => onHeaders(res, () => res.removeHeader(SHARED_ANSWER_HEADER))

/** Whether a revalidation of `tags` reaches what a copy shows. */
const reaches = (tags: readonly string[], pages: PageFilter, shows: Shows) =>
  shows.tags ? shows.tags.some((tag) => tags.includes(tag)) : pages(shows.path)

/**
 * An in-memory copy of the public pages Next serves from its own page cache (ISR), and of the
 * public calls' shared answers, kept in front of Next: a page view or a call then costs what a
 * small static file costs instead of a pass through Next's router, Payload and the renderer
 * (bench/page-speed.ts, bench/scale.ts). It only keeps a page Next itself calls a cache hit that
 * any shared cache may store, for at most `ttlMs` or the page's s-maxage, and a call's answer
 * the app marks as everyone's (lib/api/shared-answer.ts) for `ttlMs`, byte for byte as sent
 * (compressed once, not per request). Every revalidation drops the pages showing what changed
 * (see lib/revalidation) and the answers built from its tags, so an edit shows as soon as it
 * does without this cache.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  let bytes = 0
  let quietUntil = 0
  let quiets: Quiet[] = []

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= key.length + entry.body.length
    entries.delete(key)
  }

  const store = (key: string, entry: Entry) => {
    drop(key)
    entries.set(key, entry)
    // Keys count too: a visitor chooses the URL, the body and the Accept-Encoding.
    bytes += key.length + entry.body.length
    // A Map keeps insertion order, and hits re-insert: the first key is the least recently used.
    while (entries.size > options.maxEntries || bytes > options.maxBytes) drop(entries.keys().next().value!)
  }

  const serve = (res: ServerResponse, entry: Entry) => {
    res.writeHead(entry.status, { ...entry.headers, 'content-length': entry.body.length, [PAGE_CACHE_HEADER]: 'hit' })
    res.end(entry.body)
  }

  /** Whether an answer begun at `startedAt` may hold what a flush since was about. */
  const quietFor = (shows: Shows, startedAt: number) =>
    startedAt < quietUntil || quiets.some((quiet) => startedAt < quiet.until && reaches(quiet.tags, quiet.pages, shows))

  /**
   * How long `res` may be kept, and the tags of a call's answer, decided once its status and
   * headers are set (before the first byte); null when it may not be kept.
   */
  const keepable = (res: ServerResponse, call: boolean): { ms: number; tags: readonly string[] | null } | null => {
    if (!call) {
      const maxAge = sharedMaxAgeMs(res)
      return maxAge === null ? null : { ms: Math.min(maxAge, options.ttlMs), tags: null }
    }
    const tags = sharedAnswerTags(res.getHeader(SHARED_ANSWER_HEADER))
    return tags && storable(res) ? { ms: options.ttlMs, tags } : null
  }

  /** Collects what Next writes to `res` and stores it when Next is done, if it may be kept. */
  const capture = (key: string, path: string, call: boolean, res: ServerResponse) => {
    const startedAt = now()
    const chunks: Buffer[] = []
    let size = 0
    // Next sets status and caching headers before the first byte: answers we may not keep
    // (dynamic, private, streamed pages; calls not marked shared) pass through uncollected.
    let kept: ReturnType<typeof keepable> | undefined
    const decide = () => (kept === undefined ? (kept = keepable(res, call)) : kept)
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      if (!decide() || size > options.maxBodyBytes) return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      chunks.push(buffer)
      size += buffer.length
    }
    const write = res.write
    const end = res.end
    onHeaders(res, decide)
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0])
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as ServerResponse['write']
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0])
      const keeping = decide()
      const shows = { path, tags: keeping?.tags ?? null }
      // Answers begun before a flush may hold what the flush was about.
      if (keeping && size <= options.maxBodyBytes && !quietFor(shows, startedAt)) {
        const headers = Object.fromEntries(
          Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name) && name !== SHARED_ANSWER_HEADER),
        )
        store(key, { ...shows, status: res.statusCode, headers, body: Buffer.concat(chunks), until: now() + keeping.ms })
      }
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
    } as ServerResponse['end']
  }

  /** Drops what a revalidation of `tags` reaches (everything without them) and stores none of it for `quietMs`. */
  const flush = (tags?: readonly string[]) => {
    const until = now() + options.quietMs
    quiets = quiets.filter((quiet) => quiet.until + QUIET_REMEMBERED_MS > now())
    if (!tags) {
      entries.clear()
      bytes = 0
      quietUntil = until
      return
    }
    const pages = pagesShowing(tags)
    for (const [key, entry] of entries) if (reaches(tags, pages, entry)) drop(key)
    quiets.push({ tags, pages, until })
  }

  const lookUp = (key: string, res: ServerResponse): boolean => {
    const entry = entries.get(key)
    if (entry && entry.until > now()) {
      entries.delete(key)
      entries.set(key, entry)
      serve(res, entry)
      return true
    }
    if (entry) drop(key)
    return false
  }

  /** A call that may have a shared answer: a POST's body is read for the key, and replayed to Next on a miss. */
  const handleCall = async (req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage) => void) => {
    let body: Buffer = Buffer.alloc(0)
    try {
      if (req.method === 'POST') body = await readBody(req)
    } catch {
      // The client is gone; there is nobody to answer.
      return
    }
    const key = callKeyOf(req, body)
    if (lookUp(key, res)) return
    capture(key, pathOf(req.url ?? '/'), true, res)
    next(req.method === 'POST' ? replayed(req, body) : req)
  }

  return {
    /** Answers from the cache, or passes the request on to `next` (and keeps its answer if it may). */
    handle(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage) => void): void {
      if (req.url?.startsWith('/api/')) hideMark(res)
      if (mayBeSharedCall(req)) return void handleCall(req, res, next)
      const key = pageKeyOf(req)
      if (key === null) return next(req)
      if (lookUp(key, res)) return
      capture(key, pathOf(req.url ?? '/'), false, res)
      next(req)
    },
    flush,
    /** Makes revalidations in this process (lib/revalidation) flush this cache. */
    listenForFlushes: () => onPageCacheFlush(flush),
    stats: () => ({ entries: entries.size, bytes }),
  }
}

export type PageCache = ReturnType<typeof createPageCache>
