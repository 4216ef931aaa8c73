import type { PayloadRequest } from 'payload'

/** The one acceptance of a buyer for a listing, if they ever accepted its NDA. */
export async function findAcceptance(req: PayloadRequest, listingId: number, buyerId: number) {
  const {
    docs: [found],
  } = await req.payload.find({
    collection: 'nda-acceptances',
    where: { and: [{ listing: { equals: listingId } }, { buyer: { equals: buyerId } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found ?? null
}
