import type { PayloadRequest } from 'payload'

import { queueEmailIn } from '@/email/send'
import { listingInquiryMessage } from '@/email/templates/listing-inquiry'
import type { Locale } from '@/i18n/routing'
import { invalid, notFound } from '@/lib/errors/app-error'
import { inTransaction } from '@/lib/database/in-transaction'
import { relationId } from '@/lib/database/relation-id'
import type { User } from '@/payload-types'
import { localeOf } from '@/services/account/users'
import { findVisibleListing } from '@/services/listings/public/queries'
import { countListingEvent } from '@/services/statistics/count-listing-event'

import { checkInquiryFormToken } from './form-token'
import { throttleInquiry } from './inquiry-throttle'

export type InquiryInput = {
  slug: string
  name: string
  email: string
  phone: string | null
  message: string
  /** The form's signed token (form-token.ts). */
  token: string
  /** The bot trap: people never see it, so never fill it in. */
  trap: string | null
}

/**
 * A buyer's inquiry about a public listing, through the site: kept (collection inquiries, read
 * by the listing's team and admins only), mailed to the seller's account address in their
 * language with Reply-To the buyer, and counted in the seller's statistics, all in one
 * transaction. Scripts are turned away before anything is read: a filled bot trap, a form
 * token that is not ours, or a form sent sooner than a person writes. Then the visitor's and
 * the listing's limits (inquiry-throttle.ts). The buyer's address goes to the seller and
 * nowhere else: the answer does not repeat it.
 */
export async function sendInquiry(
  req: PayloadRequest,
  inquiry: InquiryInput,
  { locale, user, visitor }: { locale: Locale; user: User | null; visitor: string },
): Promise<void> {
  const { payload } = req
  if (inquiry.trap) throw invalid('inquiries.botRefused')
  const token = checkInquiryFormToken(payload, inquiry.token, inquiry.slug)
  if (token === 'invalid') throw invalid('inquiries.formExpired')
  if (token === 'tooFast') throw invalid('inquiries.tooFast')

  // Only what the public sees: a seller's own hidden listing takes no inquiries.
  const found = await findVisibleListing(payload, inquiry.slug, locale, null)
  if (!found) throw notFound('listing.notFound')
  const { id: listingId, title, slug } = found.listing
  await throttleInquiry(payload, listingId, visitor)

  const { owner } = await payload.findByID({
    collection: 'listings',
    id: listingId,
    select: { owner: true },
    depth: 0,
    overrideAccess: true,
  })
  const seller = await payload.findByID({
    collection: 'users',
    id: relationId(owner)!,
    select: { email: true, first_name: true, locale: true },
    depth: 0,
    overrideAccess: true,
  })
  const sellerLocale = localeOf(seller)
  const buyer = { name: inquiry.name, email: inquiry.email, phone: inquiry.phone }

  await inTransaction(req, async () => {
    await payload.create({
      collection: 'inquiries',
      data: { listing: listingId, ...buyer, message: inquiry.message, locale, sender: user?.id ?? null },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const mail = listingInquiryMessage({
      locale: sellerLocale,
      sellerName: seller.first_name,
      title,
      slug: slug ?? '',
      buyer,
      message: inquiry.message,
    })
    await queueEmailIn(req, seller.email, mail, { replyTo: inquiry.email })
    await countListingEvent({ payload, req }, listingId, 'inquiries', user)
  })
}
