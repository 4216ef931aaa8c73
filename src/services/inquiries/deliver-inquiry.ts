import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queueEmailIn } from '@/email/send'
import { listingInquiryMessage } from '@/email/templates/listing-inquiry'
import { requestDb } from '@/lib/database/request-db'
import { relationId } from '@/lib/database/relation-id'
import type { InquiryStatus } from '@/lib/inquiry/status'
import { localeOf } from '@/services/account/users'
import { countListingEvent } from '@/services/statistics/count-listing-event'

import { mayMailSeller } from './inquiry-throttle'

/**
 * Sends inquiry `id` on to its seller now that the buyer's address is confirmed, in the
 * transaction of `req`: marks it confirmed (once: a second click, or two at the same moment,
 * finds it done and sends nothing), then mails it to the seller's account address in their
 * language with Reply-To the buyer while the seller's and the site's shares last
 * (mayMailSeller), else holds it in the seller's inbox, unmailed; either way it now counts in
 * the seller's statistics.
 */
export async function deliverInquiry(req: PayloadRequest, id: number): Promise<void> {
  const { payload } = req
  const db = await requestDb(req)
  const claimed = await db.execute(sql`UPDATE inquiries SET confirmed_at = now() WHERE id = ${id} AND confirmed_at IS NULL RETURNING id`)
  if (claimed.rows.length === 0) return

  const inquiry = await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true, req })
  const listingId = relationId(inquiry.listing)!
  const listing = await payload.findByID({
    collection: 'listings',
    id: listingId,
    select: { title: true, slug: true, owner: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const seller = await payload.findByID({
    collection: 'users',
    id: relationId(listing.owner)!,
    select: { email: true, first_name: true, locale: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const status: InquiryStatus = (await mayMailSeller(req, seller.id)) ? 'mailed' : 'held'
  await db.execute(sql`UPDATE inquiries SET status = ${status} WHERE id = ${id}`)
  if (status === 'mailed') {
    const buyer = { name: inquiry.name, email: inquiry.email, phone: inquiry.phone ?? null }
    const mail = listingInquiryMessage({
      locale: localeOf(seller),
      sellerName: seller.first_name,
      title: listing.title,
      slug: listing.slug ?? '',
      buyer,
      message: inquiry.message,
    })
    await queueEmailIn(req, seller.email, mail, { replyTo: inquiry.email })
  }
  const senderId = relationId(inquiry.sender)
  const sender = senderId
    ? await payload.findByID({ collection: 'users', id: senderId, depth: 0, overrideAccess: true, req, disableErrors: true })
    : null
  await countListingEvent({ payload, req }, listingId, 'inquiries', sender)
}
