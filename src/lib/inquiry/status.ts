/**
 * Where an inquiry is on its way to the seller: `unconfirmed` until the buyer opens the link
 * mailed to them, then `mailed` to the seller, or `held` in the seller's inbox, unmailed, when
 * the seller's or the site's share of inquiry mail (src/lib/rate-limit/rules.ts) was used up.
 */
export const INQUIRY_STATUSES = ['unconfirmed', 'mailed', 'held'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

/** What the moderators count as a flood's work: inquiries nobody confirmed, and those the caps held back. */
export const FLOOD_STATUSES: InquiryStatus[] = ['unconfirmed', 'held']
