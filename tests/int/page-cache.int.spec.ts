import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { SHARED_ANSWER_HEADER, sharedAnswerHeader } from '@/lib/api/shared-answer'
import { listingTag } from '@/lib/page-data/cache-tags'
import { flushPageCache } from '@/lib/revalidation/page-cache-flush'
import { MAX_KEYED_BODY_BYTES } from '@/server/call-requests'
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

/** A call's answer as Next sends it: JSON, no-store, marked as shared (with the tags named) or not. */
function callStandIn(req: IncomingMessage, res: ServerResponse, path: string) {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const body = JSON.stringify({ call: `${path} #${asked.get(path)}`, sent: Buffer.concat(chunks).toString() })
    const json = { 'content-type': 'application/json', 'cache-control': 'no-store' }
    const marks: Record<string, () => void> = {
      '/api/shared': () => res.writeHead(200, { ...json, ...sharedAnswerHeader(['listings:all', 'listings']) }).end(body),
      '/api/places': () => {
        // As Next sends a route's answer: headers set one by one, then the body in chunks.
        res.statusCode = 200
        for (const [name, value] of Object.entries({ ...json, ...sharedAnswerHeader(['locations']) })) res.setHeader(name, value)
        res.write(body.slice(0, 5))
        res.end(body.slice(5))
      },
      '/api/shared-cookie': () => res.writeHead(200, { ...json, ...sharedAnswerHeader(['listings']), 'set-cookie': 'a=b' }).end(body),
      '/api/shared-refusal': () => res.writeHead(404, { ...json, ...sharedAnswerHeader(['listings']) }).end(body),
    }
    ;(marks[path] ?? (() => res.writeHead(200, json).end(body)))()
  })
}

function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url!, 'http://x')
  if (url.pathname.startsWith('/api/')) {
    asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1)
    return callStandIn(req, res, url.pathname)
  }
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

/** A call as a client sends it: JSON by default, the answer's mark and origin of the copy told apart. */
const call = async (path: string, { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body,
  })
  return {
    status: response.status,
    answer: (await response.json()) as { call: string; sent: string },
    fromCache: response.headers.get(PAGE_CACHE_HEADER) === 'hit',
    marked: response.headers.has(SHARED_ANSWER_HEADER),
  }
}

beforeAll(async () => {
  server = createServer((req, res) => cache.handle(req, res, (request) => nextStandIn(request, res)))
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
    flushPageCache([listingTag('e')])
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

describe('the shared answers of calls in front of Next', () => {
  it('should keep a marked answer per call and body, serve it from memory and never let the mark out', async () => {
    const first = await call('/api/shared', { body: '{"page":2}' })
    expect(first).toMatchObject({ status: 200, fromCache: false, marked: false, answer: { call: '/api/shared #1', sent: '{"page":2}' } })
    const second = await call('/api/shared', { body: '{"page":2}' })
    expect(second).toMatchObject({ status: 200, fromCache: true, marked: false, answer: first.answer })
    expect(await call('/api/shared', { body: '{"page":3}' })).toMatchObject({ fromCache: false, answer: { call: '/api/shared #2' } })
    expect((await call('/api/shared?locale=en', { body: '{"page":2}' })).fromCache).toBe(false)

    // GET calls, and answers written as Next writes them (headers one by one, the body in parts).
    expect(await call('/api/places')).toMatchObject({ fromCache: false, marked: false })
    expect(await call('/api/places')).toMatchObject({ fromCache: true, marked: false, answer: { call: '/api/places #1' } })
    expect(asked.get('/api/places')).toBe(1)
  })

  it('should hand Next the body it read for the key whole, and pass a larger one on unread', async () => {
    const body = JSON.stringify({ q: 'kafejnīca Rīgā' })
    expect((await call('/api/shared', { body })).answer.sent).toBe(body)
    const large = JSON.stringify({ q: 'ā'.repeat(MAX_KEYED_BODY_BYTES) })
    expect(await call('/api/shared', { body: large })).toMatchObject({ fromCache: false, answer: { sent: large } })
    expect(await call('/api/shared', { body: large })).toMatchObject({ fromCache: false, answer: { call: '/api/shared #3', sent: large } })
  })

  it('should answer from a copy only a request the app would answer alike: no session, the same language, origin and body type', async () => {
    // Room for a copy per kind of request below.
    cache = createPageCache({ ttlMs: 10_000, maxEntries: 20, maxBytes: 100_000, maxBodyBytes: 2_000, quietMs: 2_000, now: () => clock })
    await call('/api/shared', { body: '{}', headers: { 'accept-language': 'lv-LV,lv;q=0.9' } })
    // The language is the one the app reads from the request, however the browser words it.
    expect((await call('/api/shared', { body: '{}', headers: { 'accept-language': 'lv' } })).fromCache).toBe(true)
    expect((await call('/api/shared', { body: '{}' })).fromCache).toBe(true)
    const others: Record<string, string>[] = [
      { 'accept-language': 'en-GB' },
      { cookie: 'NEXT_LOCALE=en' },
      { cookie: 'payload-token=abc' },
      { cookie: 'a=1; __prerender_bypass=xyz' },
      { authorization: 'JWT abc' },
      { origin: 'https://elsewhere.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'x-payload-http-method-override': 'GET' },
      { 'x-http-method-override': 'GET' },
    ]
    // None of them gets the Latvian, anonymous, same-origin copy (the English one may share the English copy).
    for (const headers of others) {
      const answered = await call('/api/shared', { body: '{}', headers })
      expect(answered.answer.call, JSON.stringify(headers)).not.toBe('/api/shared #1')
      // Passed on untouched, the answer still loses the app's mark.
      expect(answered.marked, JSON.stringify(headers)).toBe(false)
    }
    // A signed-in request is not even stored: the next anonymous one still gets the first copy.
    expect(await call('/api/shared', { body: '{}' })).toMatchObject({ fromCache: true, answer: { call: '/api/shared #1' } })
  })

  it('should never keep an answer that is not marked, sets a cookie or is no 200, nor a call of another method', async () => {
    for (const path of ['/api/unmarked', '/api/shared-cookie', '/api/shared-refusal']) {
      await call(path, { body: '{}' })
      expect((await call(path, { body: '{}' })).answer.call, path).toBe(`${path} #2`)
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      await fetch(`${base}/api/shared`, { method, body: '{}' })
      expect((await fetch(`${base}/api/shared`, { method, body: '{}' })).headers.get(PAGE_CACHE_HEADER), method).toBeNull()
    }
  })

  it('should drop the answers built from a revalidated tag, and no others, and store none of them for a moment after', async () => {
    cache.listenForFlushes()
    await call('/api/shared', { body: '{}' })
    await call('/api/places')
    await get('/biznesa-pardosanas-padomi')
    flushPageCache(['locations'])
    expect(cache.stats().entries).toBe(2)
    expect((await call('/api/shared', { body: '{}' })).fromCache).toBe(true)
    expect((await get('/biznesa-pardosanas-padomi')).fromCache).toBe(true)
    await call('/api/places')
    expect((await call('/api/places')).fromCache).toBe(false)
    clock += 2_000
    await call('/api/places')
    expect(await call('/api/places')).toMatchObject({ fromCache: true, answer: { call: '/api/places #4' } })

    // A listing's edit reaches the list of all: the answers built from it go with its pages.
    flushPageCache([listingTag('h'), 'listings:all'])
    expect((await call('/api/shared', { body: '{}' })).fromCache).toBe(false)
    expect((await call('/api/places')).fromCache).toBe(true)
  })
})
