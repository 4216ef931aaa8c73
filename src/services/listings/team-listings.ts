import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { publicListingSql } from '@/access/publicListingsOrOwn'
import { requestDb } from '@/lib/database/request-db'

/*
 * A plan's listing limits hold for the whole team: the owner's listings and every member's
 * (a member has no plan of their own, as with the seats). Both counts are one statement on the
 * owner index, in the request's transaction, so they see what it holds under the team's lock.
 */

/** The listings of the team owned by `ownerId`, over the listings table aliased `l`. */
const ofTeam = (ownerId: number) => sql`l.owner_id IN (SELECT u.id FROM users u WHERE u.id = ${ownerId} OR u.team_id = ${ownerId})`

async function count(req: PayloadRequest, where: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await (
    await requestDb(req)
  ).execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM listings l WHERE ${where}`)
  return Number(rows[0]?.count ?? 0)
}

/** How many of the team's listings the public sees now (published, seller not blocked, not expired). */
export const countPublicTeamListings = (req: PayloadRequest, ownerId: number, now = new Date()) =>
  count(req, sql`${ofTeam(ownerId)} AND ${publicListingSql(now)}`)

/** How many of the team's listings carry the featured flag, public or not. */
export const countFeaturedTeamListings = (req: PayloadRequest, ownerId: number) => count(req, sql`${ofTeam(ownerId)} AND l.featured`)

/** The team's featured listings beyond the first `keep`: public ones are kept first, then the newest. */
export async function featuredTeamListingsBeyond(req: PayloadRequest, ownerId: number, keep: number, now = new Date()): Promise<number[]> {
  const { rows } = await (
    await requestDb(req)
  ).execute<{ id: number }>(sql`
    SELECT l.id FROM listings l
    WHERE ${ofTeam(ownerId)} AND l.featured
    ORDER BY (${publicListingSql(now)}) DESC, l.created_at DESC, l.id DESC
    OFFSET ${keep}`)
  return rows.map((row) => Number(row.id))
}
