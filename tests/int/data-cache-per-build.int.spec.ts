import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

/*
 * Next's own cache keeps data reads' entries in `<build folder>/cache/fetch-cache`, which a new
 * build leaves in place: src/server/cache-handler.mjs keys them by build, so a new build's code
 * never reads an entry in the old code's shape (it did: the resources page failed with a 500
 * after a build whose articles gained a field, until an editor's change revalidated them).
 */
const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
const { default: Cache } = (await import('../../src/server/cache-handler.mjs')) as {
  default: new (ctx: Record<string, unknown>) => {
    get: (key: string, ctx: Record<string, unknown>) => Promise<{ value?: { data?: { body?: string } } } | null>
    set: (key: string, data: unknown, ctx: Record<string, unknown>) => Promise<void>
  }
}

const buildFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-build-'))
afterAll(() => fs.rmSync(buildFolder, { recursive: true, force: true }))

/** The cache as a server of the build with this id finds it. */
function cacheOfBuild(buildId: string) {
  fs.mkdirSync(path.join(buildFolder, 'server'), { recursive: true })
  fs.writeFileSync(path.join(buildFolder, 'BUILD_ID'), buildId)
  return new Cache({ fs: nodeFs, flushToDisk: true, serverDistDir: path.join(buildFolder, 'server'), revalidatedTags: [] })
}

const read = { kind: 'FETCH', tags: ['articles'], softTags: [], fetchCache: true }
const entry = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: false,
  tags: ['articles'],
})

describe('the data cache of Next’s own cache handler', () => {
  it('should give a build its own entries, and a new build none of the old one’s', async () => {
    const old = cacheOfBuild('build-one')
    await old.set('articles-key', entry('{"title":"old shape"}'), read)
    expect((await old.get('articles-key', read))?.value?.data?.body).toBe('{"title":"old shape"}')

    const next = cacheOfBuild('build-two')
    expect(await next.get('articles-key', read)).toBeNull()
    await next.set('articles-key', entry('{"title":"new","untranslated":[]}'), read)
    expect((await next.get('articles-key', read))?.value?.data?.body).toBe('{"title":"new","untranslated":[]}')
  })
})
