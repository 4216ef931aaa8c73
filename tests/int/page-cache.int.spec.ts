import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { listingTag } from '@/lib/page-data/cache-tags'
import { pagesShowing } from '@/lib/revalidation/affected-pages'
import { flushPageCache } from '@/lib/revalidation/page-cache-flush'
import { createPageCache, PAGE_CACHE_HEADER, type PageCache } from '@/server/page-cache'

/**
 * The page cache in front of a stand-in for Next on a real HTTP server: the stand-in answers
 * each path the way Next answers such a page, and counts how often it was asked.
 */
let clock = 1_000_000
let cache: PageCache
let server: Server
let base: string
const asked = new Map<string, number>()

const NEXT_HIT = {
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'content-type': 'text/html; charset=utf-8',
}

function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url!, 'http://x')
  asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1)
  const body = `<h1>${url.pathname} #${asked.get(url.pathname)}</h1>`
  const answers: Record<string, () => void> = {
    '/miss': () => res.writeHead(200, { ...NEXT_HIT, 'x-nextjs-cache': 'MISS' }).end(body),
    '/stale': () => res.writeHead(200, { ...NEXT_HIT, 'x-nextjs-cache': 'STALE' }).end(body),
    '/private': () =>
      res.writeHead(200, { ...NEXT_HIT, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }).end(body),
    '/cookie': () => res.writeHead(200, { ...NEXT_HIT, 'set-cookie': 'session=abc' }).end(body),
    '/short': () => res.writeHead(200, { ...NEXT_HIT, 'cache-control': 's-maxage=2' }).end(body),
    '/not-found': () => res.writeHead(404, NEXT_HIT).end(body),
    '/big': () => res.writeHead(200, NEXT_HIT).end('x'.repeat(3_000)),
    '/streamed': () => {
      res.writeHead(200, NEXT_HIT)
      res.write('<h1>')
      res.write(Buffer.from('ā part, '))
      res.end(`${url.pathname} #${asked.get(url.pathname)}</h1>`)
    },
  }
  ;(answers[url.pathname] ?? (() => res.writeHead(200, NEXT_HIT).end(body)))()
}

const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const response = await fetch(`${base}${path}`, { method, headers })
  return {
    status: response.status,
    body: await response.text(),
    fromCache: response.headers.get(PAGE_CACHE_HEADER) === 'hit',
    headers: response.headers,
  }
}

beforeAll(async () => {
  server = createServer((req, res) => cache.handle(req, res, () => nextStandIn(req, res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  asked.clear()
  clock += 100_000
  cache = createPageCache({ ttlMs: 10_000, maxEntries: 3, maxBytes: 10_000, maxBodyBytes: 2_000, quietMs: 2_000, now: () => clock })
})

describe('the page cache in front of Next', () => {
  it('should answer a page Next served as a cache hit from memory, byte for byte, until its time is up', async () => {
    const first = await get('/bizness/a')
    expect(first.fromCache).toBe(false)
    const second = await get('/bizness/a')
    expect(second).toMatchObject({ status: 200, body: first.body, fromCache: true })
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(second.headers.get('cache-control')).toBe(NEXT_HIT['cache-control'])
    expect(asked.get('/bizness/a')).toBe(1)

    clock += 10_001
    expect(await get('/bizness/a')).toMatchObject({ fromCache: false, body: '<h1>/bizness/a #2</h1>' })
  })

  it('should keep a copy no longer than the page’s own s-maxage when that is shorter', async () => {
    await get('/short')
    clock += 1_000
    expect((await get('/short')).fromCache).toBe(true)
    clock += 1_001
    expect((await get('/short')).fromCache).toBe(false)
  })

  it('should keep what was written in several chunks, text and bytes, whole', async () => {
    const first = await get('/streamed')
    expect(first.body).toBe('<h1>ā part, /streamed #1</h1>')
    expect(await get('/streamed')).toMatchObject({ body: first.body, fromCache: true })
  })

  it('should never keep what Next did not serve from its own cache, what is private, sets a cookie or is no 200', async () => {
    for (const path of ['/miss', '/stale', '/private', '/cookie', '/not-found']) {
      await get(path)
      const again = await get(path)
      expect(again.fromCache, path).toBe(false)
      expect(again.body, path).toContain('#2')
    }
  })

  it('should pass the client router’s requests, other methods, drafts, /api, /admin and /_next on to Next', async () => {
    await get('/bizness/b')
    const passed: [string, Record<string, string>, string?][] = [
      ['/bizness/b', { rsc: '1' }],
      ['/bizness/b', { 'next-router-prefetch': '1' }],
      ['/bizness/b', { 'next-router-state-tree': '%5B%5D' }],
      ['/bizness/b?_rsc=abc', {}],
      ['/bizness/b', { cookie: 'a=1; __prerender_bypass=xyz' }],
      ['/bizness/b', {}, 'POST'],
    ]
    for (const [path, headers, method] of passed)
      expect((await get(path, headers, method)).fromCache, `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`).toBe(false)
    for (const path of ['/api/listing/get/x', '/admin', '/_next/static/x.js']) {
      await get(path)
      expect((await get(path)).fromCache, path).toBe(false)
    }
    expect((await get('/bizness/b')).fromCache).toBe(true)
  })

  it('should keep one copy per accepted encoding, since the bytes are stored as sent', async () => {
    await get('/bizness/c', { 'accept-encoding': 'gzip' })
    expect((await get('/bizness/c', { 'accept-encoding': 'identity' })).fromCache).toBe(false)
    expect((await get('/bizness/c', { 'accept-encoding': 'gzip' })).fromCache).toBe(true)
    expect((await get('/bizness/c', { 'accept-encoding': 'identity' })).fromCache).toBe(true)
  })

  it('should empty on a revalidation and store nothing for a moment after, while Next applies it', async () => {
    cache.listenForFlushes()
    await get('/bizness/d')
    expect((await get('/bizness/d')).fromCache).toBe(true)
    flushPageCache()
    expect(cache.stats().entries).toBe(0)
    expect((await get('/bizness/d')).fromCache).toBe(false)
    expect((await get('/bizness/d')).fromCache).toBe(false)
    clock += 2_000
    await get('/bizness/d')
    expect(await get('/bizness/d')).toMatchObject({ fromCache: true, body: '<h1>/bizness/d #4</h1>' })
  })

  it('should drop only the pages a revalidation reaches, in both languages, and store none of them for a moment after', async () => {
    cache.listenForFlushes()
    for (const path of ['/bizness/e', '/en/bizness/e', '/bizness/f']) await get(path)
    flushPageCache(pagesShowing([listingTag('e')]))
    expect(cache.stats().entries).toBe(1)
    expect((await get('/bizness/f')).fromCache).toBe(true)
    for (const path of ['/bizness/e', '/en/bizness/e']) {
      await get(path)
      expect((await get(path)).fromCache, path).toBe(false)
    }
    // Pages the revalidation did not reach are stored again at once.
    await get('/bizness/g')
    expect((await get('/bizness/g')).fromCache).toBe(true)
    clock += 2_000
    await get('/bizness/e')
    expect(await get('/bizness/e')).toMatchObject({ fromCache: true, body: '<h1>/bizness/e #4</h1>' })
  })

  it('should stay within its entry and byte limits, dropping the least recently used, and skip bodies too big', async () => {
    for (const path of ['/p/1', '/p/2', '/p/3']) await get(path)
    expect((await get('/p/1')).fromCache).toBe(true)
    await get('/p/4')
    expect(cache.stats().entries).toBe(3)
    expect((await get('/p/2')).fromCache).toBe(false)
    expect((await get('/p/1')).fromCache).toBe(true)

    await get('/big')
    expect((await get('/big')).fromCache).toBe(false)
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000)

    // Long addresses count against the bytes too: three of 4 000 characters do not all fit.
    for (const n of [1, 2, 3]) await get(`/long/${n}?${'k'.repeat(4_000)}`)
    expect(cache.stats().entries).toBeLessThan(3)
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000)
  })
})
