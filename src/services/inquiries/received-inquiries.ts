import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'

import { relationId } from '@/lib/database/relation-id'
import type { InquiryStatus } from '@/lib/inquiry/status'
import type { User } from '@/payload-types'

/** How many inquiries one screen of the inbox shows. */
export const INQUIRIES_PER_PAGE = 20

export type ReceivedInquiry = {
  id: number
  created_at: string
  listing: { id: number; title: string; slug: string }
  name: string
  email: string
  phone: string | null
  message: string
  status: InquiryStatus
}

export type ReceivedInquiries = { inquiries: ReceivedInquiry[]; page: number; pages: number; total: number }

/**
 * The inquiries buyers sent about the listings of `user`'s team, newest first, whatever became of
 * them (unconfirmed, mailed, held: the screen marks which): read as the user,
 * so the collection's own rule (src/access/listingTeamOrAdmin.ts) decides whose they are. The
 * listings' titles are then read for those ids alone, whatever their state (an inquiry outlives
 * its listing's expiry).
 */
export async function receivedInquiries(payload: Payload, user: User, locale: Locale, page = 1): Promise<ReceivedInquiries> {
  const found = await payload.find({
    collection: 'inquiries',
    user,
    overrideAccess: false,
    depth: 0,
    sort: '-createdAt',
    limit: INQUIRIES_PER_PAGE,
    page,
  })
  const ids = [...new Set(found.docs.map((inquiry) => relationId(inquiry.listing)!))]
  const { docs: listings } = await payload.find({
    collection: 'listings',
    where: { id: { in: ids } },
    select: { title: true, slug: true },
    depth: 0,
    pagination: false,
    locale,
    overrideAccess: true,
  })
  const byId = new Map(listings.map((listing) => [listing.id, { id: listing.id, title: listing.title, slug: listing.slug ?? '' }]))
  return {
    inquiries: found.docs.flatMap((inquiry) => {
      const listing = byId.get(relationId(inquiry.listing)!)
      if (!listing) return []
      return [
        {
          id: inquiry.id,
          created_at: inquiry.createdAt,
          listing,
          name: inquiry.name,
          email: inquiry.email,
          phone: inquiry.phone ?? null,
          message: inquiry.message,
          status: inquiry.status,
        },
      ]
    }),
    page: found.page ?? 1,
    pages: found.totalPages,
    total: found.totalDocs,
  }
}
