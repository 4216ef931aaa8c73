import { createLocalReq, type Payload, type RequestContext } from 'payload'

import { slugify } from '@/lib/slugs/slugify'
import type { User } from '@/payload-types'
import { listingExpiryFrom } from '@/services/listing-lifetime'

import { CATEGORIES, type CategoryKey } from './data/categories'
import { LISTINGS, type ListingSeed } from './data/listings'
import { existingId } from './existing-id'
import { demoRegistrationNumber } from './data/registration-numbers'
import { createListingFiles, deleteListingFiles } from './listing-files'
import type { DemoUserKey } from './users'

type References = {
  users: Record<DemoUserKey, User>
  categories: Record<CategoryKey, number>
  locations: Map<string, number>
}

const iconOf = (key: CategoryKey) => CATEGORIES.find((category) => category.key === key)!.icon

/** A mistyped ATVK code in the data must stop the seed, not quietly drop the location. */
function locationOf(listing: ListingSeed, locations: Map<string, number>): number | null {
  if (listing.atvk === null) return null
  const id = locations.get(listing.atvk)
  if (id === undefined) throw new Error(`Seed listing "${listing.title}" names unknown ATVK code ${listing.atvk}`)
  return id
}

/**
 * The demo listings, each owned by one of the two demo sellers and contactable through them.
 * A listing is found by the slug its title makes; returns how many were created.
 */
export async function seedListings(payload: Payload, context: RequestContext, refs: References): Promise<number> {
  // Every demo listing runs for the site's listing lifetime, counted from this run.
  const expiry = (await listingExpiryFrom(new Date(), await createLocalReq({ context }, payload))).toISOString()
  let created = 0
  for (const [index, listing] of LISTINGS.entries()) {
    const slug = slugify(listing.title)
    if ((await existingId(payload, 'listings', { slug: { equals: slug } }, context)) !== undefined) continue

    const seller = refs.users[listing.seller]
    const location = locationOf(listing, refs.locations)
    const files = await createListingFiles(payload, context, { listing, slug, icon: iconOf(listing.category), owner: seller.id })
    try {
      await payload.create({
        collection: 'listings',
        context,
        data: {
          title: listing.title,
          description: listing.description.join('\n'),
          category: refs.categories[listing.category],
          location,
          price: listing.price,
          shares_to_sold: listing.sharesForSale,
          turnover: listing.turnover,
          profit: listing.profit,
          employees: listing.employees,
          registration_number: demoRegistrationNumber(index),
          // Every other demo listing shows its number; the rest keep it for staff.
          registration_number_public: index % 2 === 0,
          image: files.image,
          attachment: files.attachment,
          phone: seller.phone,
          email: seller.email,
          owner: seller.id,
          featured: listing.featured ?? false,
          confidential: listing.confidential ?? false,
          status: 'published',
          expiry_date: expiry,
        },
      })
    } catch (error) {
      await deleteListingFiles(payload, context, files)
      throw error
    }
    created++
  }
  return created
}
