import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, type Running, startProcess } from '../../tools/processes'

/*
 * Next's cache in Redis (src/server/redis-cache) while an edit's revalidation meets a render that
 * began before it: the render read the old content and stores its entry after the revalidation
 * deleted the tagged ones. Every server must miss that entry at its next read, however late the
 * render stored it, as a later render's entry is kept.
 */
type Entry = { value: unknown; lastModified: number } | null
type Cache = {
  get: (key: string, ctx: Record<string, unknown>) => Promise<Entry>
  set: (key: string, value: unknown, ctx: Record<string, unknown>) => Promise<void>
  revalidateTag: (tags: string[]) => Promise<void>
}

const buildFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-redis-cache-'))
let redis: Running
/** A cache handler as Next makes one for each request to a server of the build. */
let request: () => Cache

beforeAll(async () => {
  const port = await freePort()
  redis = startProcess('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    readyWhen: { port },
  })
  await redis.ready
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`
  fs.mkdirSync(path.join(buildFolder, 'server'))
  fs.writeFileSync(path.join(buildFolder, 'BUILD_ID'), 'in-flight-build')
  const { RedisCache } = (await import('../../src/server/redis-cache/handler.mjs')) as unknown as {
    RedisCache: new (ctx: Record<string, unknown>) => Cache
  }
  request = () => new RedisCache({ serverDistDir: path.join(buildFolder, 'server'), dev: false })
  // The client connects in the background; a set before that is dropped.
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    await request().set('probe', dataEntry('probe'), { kind: 'FETCH', tags: [], revalidate: 60 })
    if (await request().get('probe', { kind: 'FETCH', tags: [], softTags: [] })) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Redis at ${process.env.REDIS_URL} took no entry within 10 s`)
})

afterAll(async () => {
  await redis?.stop()
  fs.rmSync(buildFolder, { recursive: true, force: true })
})

const TAG = 'listings:category:kafejnicas'
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

/** A data read's entry (unstable_cache) showing `title`. */
const dataEntry = (title: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify({ title }), status: 200, url: '' },
  revalidate: 60,
})
/** A page's entry showing `title`; Next names its tags in a header. */
const pageEntry = (title: string) => ({
  kind: 'APP_PAGE',
  html: `<h1>${title}</h1>`,
  rscData: Buffer.from(title),
  headers: { 'x-next-cache-tags': `${TAG},listings` },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
})

const kinds = [
  {
    kind: 'FETCH',
    entry: dataEntry,
    setCtx: { kind: 'FETCH', tags: [TAG, 'listings'], revalidate: 60 },
    getCtx: { kind: 'FETCH', tags: [TAG, 'listings'], softTags: [] },
  },
  {
    kind: 'APP_PAGE',
    entry: pageEntry,
    setCtx: { cacheControl: { revalidate: 60, expire: 120 } },
    getCtx: { kind: 'APP_PAGE', softTags: [] },
  },
]

describe('an entry a render in flight stores after an edit’s revalidation', () => {
  for (const { kind, entry, setCtx, getCtx } of kinds) {
    it(`should be missed at the next read of ${kind}, while a render begun after the edit is kept`, async () => {
      const key = `/kafejnicas-${kind}`
      await request().set(key, entry('Kafejnīca'), setCtx)
      const inFlight = request()
      await tick()

      await request().revalidateTag([TAG])
      await tick()
      await inFlight.set(key, entry('Kafejnīca'), setCtx)
      expect(await request().get(key, getCtx), 'the old content stored after the edit').toBeNull()

      await tick()
      const after = request()
      await after.set(key, entry('Kafejnīca, labota'), setCtx)
      const read = await request().get(key, getCtx)
      expect(JSON.stringify(read?.value)).toContain('labota')
    })
  }
})
