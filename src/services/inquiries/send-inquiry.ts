import type { PayloadRequest } from 'payload'

import { queueEmailIn } from '@/email/send'
import { confirmInquiryMessage } from '@/email/templates/confirm-inquiry'
import type { Locale } from '@/i18n/routing'
import { invalid, notFound } from '@/lib/errors/app-error'
import { inTransaction } from '@/lib/database/in-transaction'
import type { User } from '@/payload-types'
import { normalizeEmail } from '@/services/account/users'
import { findVisibleListing } from '@/services/listings/public/queries'
import { mayMailInquiryConfirmation } from '@/services/mail-caps'

import { inquiryConfirmCode } from './confirm-code'
import { deliverInquiry } from './deliver-inquiry'
import { checkInquiryFormToken, spendFormToken } from './form-token'
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
 * What became of a kept inquiry: on its way to the seller (the buyer's own confirmed account
 * address), waiting for the link mailed to the buyer, or waiting with no link mailed, since the
 * address or the site had its share of those links within the hour.
 */
export type InquiryOutcome = 'delivered' | 'confirmMailed' | 'confirmNotMailed'

/** A signed-in buyer writing from their account's own address: it was confirmed when the account was (or its e-mail changed). */
const ownConfirmedAddress = (user: User | null, email: string) =>
  Boolean(user?._verified) && normalizeEmail(user!.email) === normalizeEmail(email)

/**
 * A buyer's inquiry about a public listing, through the site. Scripts are turned away before
 * anything is read: a filled bot trap, a form token that is not ours, not this visitor's, or
 * sent sooner than a person writes. Then, in one transaction: the token is spent (one inquiry
 * per form), the visitor's limits are counted (inquiry-throttle.ts), and the inquiry is kept
 * (collection inquiries, read by the listing's team and admins only). It reaches the seller
 * once the buyer's address is confirmed (deliver-inquiry.ts): at once from their signed-in
 * account's own address, else by the link mailed to that address. The buyer's address goes to
 * the seller and nowhere else: the answer does not repeat it.
 */
export async function sendInquiry(
  req: PayloadRequest,
  inquiry: InquiryInput,
  { locale, user, visitor }: { locale: Locale; user: User | null; visitor: string },
): Promise<InquiryOutcome> {
  const { payload } = req
  if (inquiry.trap) throw invalid('inquiries.botRefused')
  const token = checkInquiryFormToken(payload, inquiry.token, { slug: inquiry.slug, visitor })
  if (token.result === 'invalid') throw invalid('inquiries.formExpired')
  if (token.result === 'tooFast') throw invalid('inquiries.tooFast')

  // Only what the public sees: a seller's own hidden listing takes no inquiries.
  const found = await findVisibleListing(payload, inquiry.slug, locale, null)
  if (!found) throw notFound('listing.notFound')
  const { id: listingId, title } = found.listing

  return inTransaction(req, async () => {
    await spendFormToken(req, token)
    await throttleInquiry(req, listingId, visitor)
    const { id } = await payload.create({
      collection: 'inquiries',
      data: {
        listing: listingId,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        locale,
        status: 'unconfirmed',
        sender: user?.id ?? null,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (ownConfirmedAddress(user, inquiry.email)) {
      await deliverInquiry(req, id)
      return 'delivered'
    }
    if (!(await mayMailInquiryConfirmation(req, inquiry.email))) return 'confirmNotMailed'
    await queueEmailIn(req, inquiry.email, confirmInquiryMessage({ locale, title, code: inquiryConfirmCode(payload, id) }))
    return 'confirmMailed'
  })
}
