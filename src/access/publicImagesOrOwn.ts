import { sql } from '@payloadcms/db-postgres'
import type { Access } from 'payload'

import { activeUser, isStaffUser } from '@/lib/account/roles'
import { requestDb } from '@/lib/database/request-db'

/**
 * Listing images for anyone, but a confidential listing's photo (src/services/confidential/) only
 * for its owner and staff: neither the document nor its files, since a photo shows the company.
 */
export const publicImagesOrOwn: Access = async ({ req }) => {
  const user = activeUser(req)
  if (isStaffUser(user)) return true
  const { rows } = await (
    await requestDb(req)
  ).execute<{ id: number }>(sql`SELECT l.image_id AS id FROM listings l WHERE l.confidential AND l.image_id IS NOT NULL`)
  if (rows.length === 0) return true
  const shown = { id: { not_in: rows.map((row) => Number(row.id)) } }
  return user ? { or: [shown, { owner: { equals: user.id } }] } : shown
}
