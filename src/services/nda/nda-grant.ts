import type { Payload } from 'payload'

import { currentNdaVersion } from './nda-text'

/**
 * Whether `userId` holds access to the listing by the NDA: an acceptance the seller let stand
 * (granted, not revoked) of the NDA's current version. Read fresh on every request, never
 * cached, so a revocation or a new NDA version closes the listing on that buyer's next request.
 */
export async function hasNdaGrant(payload: Payload, listingId: number, userId: number): Promise<boolean> {
  const version = await currentNdaVersion(payload)
  if (version === 0) return false
  const { totalDocs } = await payload.count({
    collection: 'nda-acceptances',
    where: {
      and: [
        { listing: { equals: listingId } },
        { buyer: { equals: userId } },
        { state: { equals: 'granted' } },
        { nda_version: { equals: version } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
