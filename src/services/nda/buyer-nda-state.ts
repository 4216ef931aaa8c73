import type { Payload } from 'payload'

import type { BuyerNdaState } from '@/lib/nda/states'
import type { User } from '@/payload-types'

import { confidentialListing } from './confidential-listing'
import { currentNdaVersion } from './nda-text'

/**
 * Where a visitor stands with one confidential listing's NDA, for the NDA block of its page. An
 * acceptance of an older NDA version is `outdated`: the buyer is asked again, and accepting
 * renews a waiting or granted acceptance.
 */
export async function buyerNdaState(payload: Payload, slug: string, user: User | null): Promise<BuyerNdaState> {
  const listing = await confidentialListing(payload, slug)
  if (!user) return 'signedOut'
  const [{ docs }, version] = await Promise.all([
    payload.find({
      collection: 'nda-acceptances',
      where: { and: [{ listing: { equals: listing.id } }, { buyer: { equals: user.id } }] },
      select: { state: true, nda_version: true },
      depth: 0,
      limit: 1,
      pagination: false,
      user,
      overrideAccess: false,
    }),
    currentNdaVersion(payload),
  ])
  const [acceptance] = docs
  if (!acceptance) return 'none'
  if ((acceptance.state === 'granted' || acceptance.state === 'pending') && acceptance.nda_version !== version) return 'outdated'
  return acceptance.state
}
