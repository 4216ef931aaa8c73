import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { publicListingSql } from '@/access/publicListingsOrOwn'
import { notFound } from '@/lib/errors/app-error'
import { takeUses } from '@/lib/rate-limit/limiter'
import { VIEW_VISIT } from '@/lib/rate-limit/rules'
import type { User } from '@/payload-types'

import { countListingEvent } from './count-listing-event'
import { isCrawler } from './crawler'

type Viewer = { user: User | null; visitor: string; userAgent: string | null }

/**
 * One view of a public listing's page, told by the visitor's browser: pages come from a shared
 * cache, so the server never sees most of them. It counts once per visitor and listing within
 * a visit (VIEW_VISIT), not for the seller's own team (countListingEvent) and not for a crawler
 * that says it is one. An unknown or non-public listing is refused as not found, as every call
 * naming a listing does.
 */
export async function recordListingView(payload: Payload, slug: string, { user, visitor, userAgent }: Viewer): Promise<void> {
  const { rows } = await payload.db.drizzle.execute<{ id: number }>(
    sql`SELECT l.id FROM listings l WHERE l.slug = ${slug} AND ${publicListingSql()}`,
  )
  const listingId = rows[0] && Number(rows[0].id)
  if (!listingId) throw notFound('listing.notFound')
  if (isCrawler(userAgent)) return
  const visit = await takeUses(payload, [{ rule: VIEW_VISIT, key: `${visitor}|${listingId}` }])
  if (visit.allowed) await countListingEvent({ payload }, listingId, 'views', user)
}
