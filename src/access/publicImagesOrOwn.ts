import { sql } from '@payloadcms/db-postgres'
import type { Access } from 'payload'

import { activeUser, isStaffUser } from '@/lib/account/roles'
import { requestDb } from '@/lib/database/request-db'
import { seesWhole } from '@/services/confidential/sees-whole'

/**
 * Listing images for anyone, but a confidential listing's photo (src/services/confidential/) only
 * for those who see that listing whole (its team, staff, a buyer the NDA let in): a photo shows
 * the company.
 */
export const publicImagesOrOwn: Access = async ({ req }) => {
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
  const shown = { id: { not_in: closed.map((row) => Number(row.image)) } }
  return user ? { or: [shown, { owner: { equals: user.id } }] } : shown
}
