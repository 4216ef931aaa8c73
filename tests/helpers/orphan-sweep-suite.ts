import crypto from 'node:crypto'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { fileStore } from '@/lib/storage/file-store'
import { ORPHAN_AGE_MS, ROWS_PER_READ, sweepOrphanFiles } from '@/services/uploads/sweep-orphan-files'

import { fewAtOnce } from './few-at-once'
import { createAttachment, createImage } from './fixtures'
import { testPayload } from './payload'
import type { StatementHook } from './statement-hook'
import { fileProbe, filesOfUploads, type StoredFile } from './stored-files'
import { createTestUser } from './users'

/** Writes files straight into the store, as a crashed upload leaves them, and moves their write time back. */
export type Planter = {
  put: (file: StoredFile, data: Buffer) => Promise<void>
  age: (file: StoredFile, when: Date) => Promise<void>
}

const HOUR = 60 * 60_000

/**
 * The hourly sweep of files without their row (src/services/uploads/sweep-orphan-files.ts),
 * against the store this test file configures: only files older than the bound that no row
 * names go; young ones may still be on their way to a row; rows naming a missing file are
 * reported and stay. `statements` stands between the app and PostgreSQL, so a test can change
 * rows while the sweep reads them, as another server does.
 */
export function describeOrphanSweep(statements: StatementHook, planter: Planter) {
  let payload: Payload
  let seller: number
  const files = fileProbe()
  const db = new pg.Client({ connectionString: statements.direct })

  beforeAll(async () => {
    payload = await testPayload()
    seller = (await createTestUser(payload)).user.id
    await db.connect()
  })

  afterAll(async () => {
    await db.end()
    statements.close()
  })

  const orphan = async (folder: StoredFile[0], extension: string, writtenAt: Date): Promise<StoredFile> => {
    const file = [folder, `${crypto.randomUUID()}${extension}`] as const
    await planter.put(file, crypto.randomBytes(2048))
    await planter.age(file, writtenAt)
    return file
  }

  describe('the sweep of files without their row', () => {
    it('should remove only files older than an hour that no row names: never a young one, never one a row names', async () => {
      const longAgo = new Date(Date.now() - ORPHAN_AGE_MS - HOUR)
      // What a server killed mid-upload leaves: the image and its sizes, and a document.
      const oldOrphans = [
        await orphan('images', '.jpg', longAgo),
        await orphan('images', '-400x300.webp', longAgo),
        await orphan('images', '-1280x960.webp', longAgo),
        await orphan('attachments', '.pdf', longAgo),
      ]
      const youngOrphans = [await orphan('images', '.png', new Date()), await orphan('attachments', '.pdf', new Date())]
      const image = await createImage(payload, seller)
      const attachment = await createAttachment(payload, seller)
      const withRows = filesOfUploads(image, attachment)
      for (const file of withRows) await planter.age(file, longAgo)

      const result = await sweepOrphanFiles(payload)

      expect(await files.present(oldOrphans)).toEqual([])
      expect(await files.present(youngOrphans)).toEqual(youngOrphans)
      expect(await files.present(withRows)).toEqual(withRows)
      expect(result.removed).toBeGreaterThanOrEqual(oldOrphans.length)
      expect(await fileStore().list('images')).not.toContainEqual(expect.objectContaining({ name: oldOrphans[0][1] }))
    })

    it('should keep every file a row names while other servers delete and add rows as it reads them', async () => {
      const longAgo = new Date(Date.now() - ORPHAN_AGE_MS - HOUR)
      const image = () => `${crypto.randomUUID()}.jpg`
      const addRows = (names: string[], at: Date) =>
        db.query(
          `INSERT INTO media (owner_id, filename, mime_type, updated_at, created_at) SELECT $1, name, 'image/jpeg', $3, $3 FROM unnest($2::text[]) name`,
          [seller, names, at],
        )
      // More rows than one read takes, each naming an old file of its own, so a read ends among them.
      const names = Array.from({ length: ROWS_PER_READ + 1 }, image)
      await fewAtOnce(names, async (name) => {
        await planter.put(['images', name], crypto.randomBytes(64))
        await planter.age(['images', name], longAgo)
      })
      await addRows(names, longAgo)
      const deleted: string[] = []
      const uploaded: string[] = []
      let reads = 0

      // Before each read of the images' rows after the first, elsewhere an image goes with its
      // listing, and a new one comes: its file first, then its row.
      await statements.during(
        () => sweepOrphanFiles(payload),
        async (sql) => {
          if (!/\bfrom "media"/i.test(sql) || ++reads === 1) return
          const { rows } = await db.query<{ filename: string }>(
            'DELETE FROM media WHERE id = (SELECT min(id) FROM media WHERE filename = ANY($1)) RETURNING filename',
            [names],
          )
          deleted.push(...rows.map((row) => row.filename))
          const upload = image()
          await planter.put(['images', upload], crypto.randomBytes(64))
          await addRows([upload], new Date())
          uploaded.push(upload)
        },
      )

      const { rows } = await db.query<{ filename: string }>('SELECT filename FROM media WHERE filename = ANY($1)', [
        [...names, ...uploaded],
      ])
      const named = rows.map((row) => ['images', row.filename] as const)
      const present = new Set((await files.present(named)).map(([, name]) => name))
      expect(deleted.length).toBeGreaterThan(0)
      expect(named).toHaveLength(names.length - deleted.length + uploaded.length)
      expect(named.filter(([, name]) => !present.has(name))).toEqual([])
    })

    it('should report a row whose file is missing, and leave the row', async () => {
      const image = await createImage(payload, seller)
      const card = image.sizes!.card!.filename!
      await fileStore().remove('images', [card])
      const errors = vi.spyOn(payload.logger, 'error')
      try {
        const result = await sweepOrphanFiles(payload)
        expect(result.missing).toBeGreaterThanOrEqual(1)
        expect(errors).toHaveBeenCalledWith(expect.objectContaining({ collection: 'media', id: image.id, files: [card] }))
      } finally {
        errors.mockRestore()
      }
      expect(await payload.findByID({ collection: 'media', id: image.id, depth: 0 })).toMatchObject({ id: image.id })
    })
  })
}
