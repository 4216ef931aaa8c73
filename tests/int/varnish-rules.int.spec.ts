import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { defaultLocale, locales } from '@/i18n/routing'

import { freePort } from '../../tools/processes'
import { LIVENESS_PATH, PROBE_INTERVAL_MS, PROBE_PATH, startVarnish, type Varnish } from '../../tools/cluster/varnish'

/*
 * The rules of deploy/varnish/bizness.vcl, in the real varnishd, in front of two stand-ins for
 * the app servers that answer as the app does: a cached page or a shared call's answer says so
 * (s-maxage, xkey), everything else does not. The stand-ins note every request that reaches them.
 */
type Seen = { server: number; method: string; url: string; body: string; headers: http.IncomingHttpHeaders }

const seen: Seen[] = []
const sick = new Set<number>()
/** While set, the stand-ins answer every page 503, never kept, as the app does while its database is away. */
let away = false

function standIn(server: number) {
  return http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      // Varnish's probes (readiness and liveness) come every second whatever the tests do.
      if (req.url === PROBE_PATH || req.url === LIVENESS_PATH) {
        res.writeHead(sick.has(server) && req.url === PROBE_PATH ? 503 : 200).end()
        return
      }
      seen.push({ server, method: req.method!, url: req.url!, body, headers: req.headers })
      if (away) {
        res.writeHead(503, { 'cache-control': 'no-store', 'retry-after': '5' }).end('away')
        return
      }
      const url = new URL(req.url!, 'http://app')
      const tags = url.searchParams.get('tags')
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/plain' }
      if (tags) Object.assign(headers, { 'cache-control': 'public, s-maxage=60', xkey: tags, 'surrogate-key': tags })
      else
        headers['cache-control'] = url.pathname.startsWith('/api/')
          ? 'no-store'
          : `public, s-maxage=${url.searchParams.get('maxage') ?? 60}`
      if (url.searchParams.has('cookie')) headers['set-cookie'] = 'a=b'
      res.writeHead(200, headers).end(`${req.method} ${req.url} ${body} #${seen.length}`)
    })
  })
}

const servers = [standIn(1), standIn(2)]
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-varnish-'))
// varnishd reads its files as its own users.
fs.chmodSync(scratch, 0o755)
let varnish: Varnish

beforeAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  varnish = await startVarnish({
    port: await freePort(),
    servers: servers.map((server) => ({ host: '127.0.0.1', port: (server.address() as AddressInfo).port })),
    // Only this address may purge; the tests' other requests come from 127.0.0.2.
    purgers: ['127.0.0.1'],
    dir: scratch,
  })
})

afterAll(async () => {
  await varnish?.stop()
  for (const server of servers) server.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

beforeEach(() => {
  seen.length = 0
  sick.clear()
  away = false
})

let unique = 0
/** A path no earlier request has asked for. */
const fresh = (base: string, tags = 'listing:a listings') => `${base}?n=${++unique}&tags=${encodeURIComponent(tags)}`

type Ask = { method?: string; headers?: Record<string, string>; body?: string; from?: string }

/** One request to Varnish, from 127.0.0.2 unless `from` says otherwise. */
function ask(url: string, { method = 'GET', headers = {}, body, from = '127.0.0.2' }: Ask = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(`${varnish.url}${url}`, { method, headers, localAddress: from }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
    })
    request.once('error', reject)
    request.end(body)
  })
}

/** How many of `requests` reached a server: each one that did not was answered from the cache. */
async function reaching(requests: [string, Ask?][]): Promise<number> {
  const before = seen.length
  for (const [url, options] of requests) expect((await ask(url, options)).status, url).toBeLessThan(300)
  return seen.length - before
}

const json = { 'content-type': 'application/json' }

describe('what Varnish keeps', () => {
  it('should keep a page the app marks as cacheable, with its tags for a CDN as the app sent them', async () => {
    const page = fresh('/bizness/kafejnica')
    const first = await ask(page)
    const second = await ask(page)
    expect(second.body).toBe(first.body)
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit'])
    expect(second.headers['surrogate-key']).toBe('listing:a listings')
    expect(second.headers['xkey']).toBe('listing:a listings')
  })

  it('should keep a call’s answer only when the app marks it with its tags', async () => {
    const untagged = `/api/listing/categories?n=${++unique}`
    expect(await reaching([[untagged], [untagged]])).toBe(2)
    const tagged = fresh('/api/listing/categories')
    expect(await reaching([[tagged], [tagged]])).toBe(1)
  })

  it('should serve a page past its lifetime, in grace, while the app answers it 5xx, and the fresh one once it answers again', async () => {
    const page = `/bizness?n=${++unique}&maxage=1`
    const kept = await ask(page)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    away = true
    const tries = seen.length
    for (let round = 0; round < 3; round++) {
      const stale = await ask(page)
      expect(stale.status, `round ${round}`).toBe(200)
      expect(stale.body).toBe(kept.body)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // Each request in grace asked the app again in the background.
    expect(seen.length).toBeGreaterThan(tries)
    away = false
    await expect.poll(async () => (await ask(page)).body, { timeout: 10_000 }).not.toBe(kept.body)
  })

  it('should never keep an answer that sets a cookie', async () => {
    const page = `${fresh('/bizness')}&cookie=1`
    expect(await reaching([[page], [page]])).toBe(2)
  })

  it('should keep a small POST by its body and hand it to the app as the POST it was', async () => {
    const call = fresh('/api/listing/index')
    const post = (body: string): [string, Ask] => [call, { method: 'POST', headers: json, body }]
    expect(await reaching([post('{"page":1}'), post('{"page":1}'), post('{"page":2}')])).toBe(2)
    expect(seen.slice(-2).map(({ method, body }) => [method, body])).toEqual([
      ['POST', '{"page":1}'],
      ['POST', '{"page":2}'],
    ])
    const large = JSON.stringify({ q: 'x'.repeat(5_000) })
    expect(await reaching([post(large), post(large)])).toBe(2)
    expect(seen.at(-1)!.body).toBe(large)
  })

  it('should keep a call apart in each interface language the app speaks, by Accept-Language and by cookie alike', async () => {
    const call = fresh('/api/listing/categories')
    expect(await reaching([[call]])).toBe(1)
    for (const locale of locales.filter((each) => each !== defaultLocale)) {
      expect(await reaching([[call, { headers: { 'accept-language': `${locale}, lv;q=0.5` } }]]), locale).toBe(1)
      expect(await reaching([[call, { headers: { cookie: `NEXT_LOCALE=${locale}`, 'accept-language': 'lv' } }]]), locale).toBe(0)
    }
  })

  it('should key a call by its language, origin, fetch site and body type, as the app reads them', async () => {
    const call = fresh('/api/listing/categories')
    expect(await reaching([[call], [call, { headers: { 'accept-language': 'lv-LV,en;q=0.5' } }]])).toBe(1)
    expect(await reaching([[call, { headers: { 'accept-language': 'en-GB' } }]])).toBe(1)
    expect(await reaching([[call, { headers: { cookie: 'NEXT_LOCALE=en' } }]])).toBe(0)
    expect(await reaching([[`${call}&locale=en`], [`${call}&locale=en`, { headers: { cookie: 'NEXT_LOCALE=lv' } }]])).toBe(1)
    expect(await reaching([[call, { headers: { origin: 'https://elsewhere.example' } }]])).toBe(1)
    expect(await reaching([[call, { headers: { origin: 'null' } }]])).toBe(1)
    expect(await reaching([[call, { headers: { 'sec-fetch-site': 'cross-site' } }]])).toBe(1)
    const post = fresh('/api/listing/index')
    expect(await reaching([[post, { method: 'POST', headers: json, body: '{}' }]])).toBe(1)
    expect(await reaching([[post, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }]])).toBe(1)
  })
})

describe('what Varnish never shares', () => {
  it('should pass every request with a session, a draft or an Authorization, and every call with a method override, to the app', async () => {
    const oneOwnView: Record<string, string>[] = [
      { cookie: 'payload-token=abc' },
      { cookie: 'NEXT_LOCALE=lv; payload-token=abc' },
      { cookie: '__prerender_bypass=1' },
      { authorization: 'JWT abc' },
    ]
    // Only Payload's calls read these (on a POST); a page is the shared copy whatever they say.
    const methodOverrides: Record<string, string>[] = [{ 'x-payload-http-method-override': 'GET' }, { 'x-http-method-override': 'GET' }]
    for (const headers of [...oneOwnView, ...methodOverrides]) {
      const page = fresh('/bizness/kafejnica')
      const call = fresh('/api/listing/index')
      // Each is asked twice after a visitor without a session put the answer in the cache.
      const pageAsked = await reaching([[page], [page, { headers }], [page, { headers }]])
      expect(pageAsked, JSON.stringify(headers)).toBe(oneOwnView.includes(headers) ? 3 : 1)
      const post = { method: 'POST', headers: { ...json, ...headers }, body: '{}' }
      expect(
        await reaching([
          [call, { method: 'POST', headers: json, body: '{}' }],
          [call, post],
          [call, post],
        ]),
      ).toBe(3)
      expect(seen.at(-1)!.method).toBe('POST')
    }
  })

  it('should pass the admin panel, the client router’s requests, ranges and other methods', async () => {
    const requests: [string, Ask][] = [
      [fresh('/admin/collections/listings'), {}],
      [fresh('/bizness'), { headers: { rsc: '1' } }],
      [fresh('/bizness'), { headers: { 'next-router-prefetch': '1' } }],
      [`${fresh('/bizness')}&_rsc=abc`, {}],
      [fresh('/bizness'), { headers: { range: 'bytes=0-10' } }],
      [fresh('/api/listing/delete'), { method: 'DELETE' }],
      [fresh('/api/user/settings'), { method: 'PUT', headers: json, body: '{}' }],
    ]
    expect(await reaching([...requests, ...requests])).toBe(requests.length * 2)
  })

  it('should pass the view beacon and the inquiry calls to the app every time, even an answer marked as shareable', async () => {
    const beacon = fresh('/api/listing/view/kafejnica')
    const inquiry = fresh('/api/listing/inquiry')
    const token = fresh('/api/listing/inquiry/token')
    const post = (url: string): [string, Ask] => [url, { method: 'POST', headers: json, body: '{}' }]
    expect(await reaching([post(beacon), post(beacon), post(inquiry), post(inquiry), [token], [token]])).toBe(6)
  })

  it('should not take the method mark from a client', async () => {
    const call = fresh('/api/listing/categories')
    await ask(call, { headers: { 'x-bizness-method': 'POST' } })
    expect(seen.at(-1)!.method).toBe('GET')
    expect(seen.at(-1)!.headers['x-bizness-method']).toBeUndefined()
  })
})

describe('purging by tag', () => {
  it('should drop exactly the objects carrying a purged tag, for the hosts allowed to purge', async () => {
    const one = fresh('/bizness/viens', 'listing:viens listings')
    const two = fresh('/bizness/divi', 'listing:divi listings')
    const call = fresh('/api/listing/index', 'listings:all listings')
    const warm: [string, Ask?][] = [[one], [two], [call, { method: 'POST', headers: json, body: '{}' }]]
    expect(await reaching(warm)).toBe(3)
    expect(await reaching(warm)).toBe(0)

    const refused = await ask('/', { method: 'PURGE', headers: { 'xkey-purge': 'listing:viens' } })
    expect(refused.status).toBe(403)
    expect(await reaching(warm)).toBe(0)

    const purged = await ask('/', { method: 'PURGE', headers: { 'xkey-purge': 'listing:viens' }, from: '127.0.0.1' })
    expect(purged.status).toBe(200)
    expect(await reaching([[one], [two]])).toBe(1)
    expect(seen.at(-1)!.url).toBe(one)

    await ask('/', { method: 'PURGE', headers: { 'xkey-purge': 'nothing listings:all' }, from: '127.0.0.1' })
    expect(await reaching(warm)).toBe(1)
  })
})

describe('balancing', () => {
  it('should share requests between the servers and stop sending to one its probe finds not ready', async () => {
    const passed = Array.from({ length: 6 }, () => fresh('/admin'))
    await reaching(passed.map((url) => [url]))
    expect(new Set(seen.slice(-6).map(({ server }) => server))).toEqual(new Set([1, 2]))

    sick.add(2)
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS * 2.5))
    await reaching(passed.map((url) => [url]))
    expect(new Set(seen.slice(-6).map(({ server }) => server))).toEqual(new Set([1]))
  })
})
