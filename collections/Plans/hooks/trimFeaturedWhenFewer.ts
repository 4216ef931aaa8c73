import type { CollectionAfterChangeHook } from 'payload'

import type { Plan } from '@/payload-types'
import { trimAllFeatured } from '@/services/listings/featured-picks'

/**
 * An operator who lowers a plan's featured listings takes the extra flags off at once, so the
 * home page never shows more than the plans allow (services/listings/featured-picks).
 */
export const trimFeaturedWhenFewer: CollectionAfterChangeHook<Plan> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const before = previousDoc?.limits?.featuredListings ?? 0
  if ((doc.limits?.featuredListings ?? 0) < before) await trimAllFeatured(req.payload, { req })
  return doc
}
