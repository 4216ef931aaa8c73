import crypto from 'node:crypto'
import fs from 'node:fs'

import { describe, expect, it, vi } from 'vitest'

import { mediaDir } from '@/lib/runtime/media-dir'
import { sweepOrphanFiles } from '@/services/uploads/sweep-orphan-files'

import { createImage } from '../helpers/fixtures'
import { describeOrphanSweep } from '../helpers/orphan-sweep-suite'
import { testPayload } from '../helpers/payload'
import { fileProbe, filesOfUploads } from '../helpers/stored-files'
import { createTestUser } from '../helpers/users'

// The app reaches PostgreSQL through the hook, set up ahead of the imports that load the config.
const statements = await vi.hoisted(async () => (await import('../helpers/statement-hook')).hookDatabaseStatements())

// Files on disk under MEDIA_DIR; orphan-files-on-s3 runs the same suite against a bucket.
describeOrphanSweep(statements, {
  put: async ([folder, name], data) => {
    fs.mkdirSync(mediaDir(folder), { recursive: true })
    fs.writeFileSync(mediaDir(folder, name), data)
  },
  age: async ([folder, name], when) => fs.utimesSync(mediaDir(folder, name), when, when),
})

describe('files a dead process held aside', () => {
  it('should put back the files its row still names (the change rolled back) and remove the others', async () => {
    const payload = await testPayload()
    const seller = (await createTestUser(payload)).user.id
    const image = await createImage(payload, seller)
    // Two sizes of a small image can share one file.
    const kept = [...new Map(filesOfUploads(image).map((file) => [file[1], file])).values()]
    // A replacement's transaction held the old files aside, then the server died: the row was rolled back.
    const held = mediaDir('.held-files', `images.${crypto.randomUUID()}`)
    fs.mkdirSync(held, { recursive: true })
    for (const [folder, name] of kept) fs.renameSync(mediaDir(folder, name), `${held}/${name}`)
    const stray = `${crypto.randomUUID()}.png`
    fs.writeFileSync(`${held}/${stray}`, 'gone with its row')
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000)
    fs.utimesSync(held, longAgo, longAgo)

    await sweepOrphanFiles(payload)

    expect(await fileProbe().present(kept)).toEqual(kept)
    expect(fs.existsSync(held)).toBe(false)
    expect(fs.existsSync(mediaDir('images', stray))).toBe(false)
  })
})
