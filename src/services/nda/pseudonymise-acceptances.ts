import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

/**
 * The name an erased buyer's acceptances keep: the same for all of one person's (a seller can
 * tell one buyer's from another's), derived from the account's number with the site's secret,
 * so nobody without the secret and the old number can say whose it was.
 */
export const buyerPseudonym = (req: PayloadRequest, userId: number) =>
  `#${crypto.createHmac('sha256', req.payload.secret).update(`nda-buyer:${userId}`).digest('hex').slice(0, 10)}`

/**
 * Erasing a buyer (src/services/account/erase-account.ts) keeps each seller's record that an NDA
 * was accepted, when, of which version and what the seller decided, which the seller's legal
 * interest in enforcing the NDA needs (docs/decisions/111-nda-acceptance-retention.md); what
 * identifies the buyer goes: the account link, the company they gave and their network address.
 */
export async function pseudonymiseNdaAcceptances(req: PayloadRequest, userId: number): Promise<void> {
  await req.payload.update({
    collection: 'nda-acceptances',
    where: { buyer: { equals: userId } },
    data: { buyer: null, pseudonym: buyerPseudonym(req, userId), company: null, address: null },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
