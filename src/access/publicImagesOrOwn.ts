import { sql } from '@payloadcms/db-postgres'
import type { Access, PayloadRequest } from 'payload'

import { activeUser, isStaffUser } from '@/lib/account/roles'
import { requestDb } from '@/lib/database/request-db'
import { seesWhole } from '@/services/confidential/sees-whole'

/**
 * Listing images for anyone, but a confidential listing's photo (src/services/confidential/) only
 * for those who see that listing whole (its team, staff, a buyer the NDA let in): a photo shows
 * the company.
 */
export const publicImagesOrOwn: Access = async ({ req, isReadingStaticFile, data }) => {
  const user = activeUser(req)
  if (isStaffUser(user)) return true
  const { rows } = await (
    await requestDb(req)
  ).execute<{ id: number; owner: number; image: number }>(
    sql`SELECT l.id, l.owner_id AS owner, l.image_id AS image FROM listings l WHERE l.confidential AND l.image_id IS NOT NULL`,
  )
  const closed = user
    ? (
        await Promise.all(
          rows.map(async (row) => ((await seesWhole(req.payload, { id: Number(row.id), owner: Number(row.owner) }, user)) ? [] : [row])),
        )
      ).flat()
    : rows
  if (closed.length === 0) return true
  const closedIds = closed.map((row) => Number(row.image))
  // A file is asked for by name: refuse the closed photos' files and let every other name through,
  // so a file that is not stored stays a 404 (a query here would make Payload answer it 403).
  if (isReadingStaticFile && typeof data?.filename === 'string') return !(await namesClosedImage(req, data.filename, closedIds))
  const shown = { id: { not_in: closedIds } }
  return user ? { or: [shown, { owner: { equals: user.id } }] } : shown
}

/** Whether `filename` is one of these images' files (the original or any of its sizes). */
async function namesClosedImage(req: PayloadRequest, filename: string, ids: number[]): Promise<boolean> {
  const sizes = req.payload.collections.media.config.upload.imageSizes ?? []
  const named = [{ filename: { equals: filename } }, ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } }))]
  const found = await req.payload.db.findOne({ collection: 'media', req, where: { and: [{ id: { in: ids } }, { or: named }] } })
  return found !== null
}
