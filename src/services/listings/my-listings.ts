import type { Payload } from 'payload'

import type { Listing, User } from '@/payload-types'

import type { MyListing } from './listing-shapes'
import { NEWEST_FIRST, publicListingIds } from './public/queries'
import { isoDate } from './public/view'

/** A row of the owner's "my listings". */
function toMyListing(
  listing: Pick<Listing, 'id' | 'title' | 'slug' | 'status' | 'expiry_date' | 'featured' | 'confidential'>,
  isPublic: boolean,
): MyListing {
  return {
    id: listing.id,
    title: listing.title,
    slug: listing.slug ?? '',
    status: listing.status,
    expiry_date: isoDate(listing.expiry_date),
    is_public: isPublic,
    featured: listing.featured === true,
    confidential: listing.confidential === true,
  }
}

/** Every listing of the caller, newest first, each saying whether the public sees it now. */
export async function myListings(payload: Payload, user: User): Promise<MyListing[]> {
  const { docs } = await payload.find({
    collection: 'listings',
    where: { owner: { equals: user.id } },
    sort: NEWEST_FIRST,
    select: { title: true, slug: true, status: true, expiry_date: true, featured: true, confidential: true },
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const publicIds = await publicListingIds(
    payload,
    docs.map((doc) => doc.id),
  )
  return docs.map((doc) => toMyListing(doc, publicIds.has(doc.id)))
}
