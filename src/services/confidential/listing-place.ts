import type { StatisticalRegion } from '@/lib/listings/statistical-regions'
import type { PublicListing } from '@/services/listings/listing-shapes'

/**
 * Where a listing is, as its reader may read it: its municipality, or for a confidential
 * listing's public face (no municipality) its statistical region.
 */
export function listingPlace(listing: PublicListing, regionTitle: (region: StatisticalRegion) => string): string | null {
  if (listing.location) return listing.location.title
  return listing.confidential && listing.statistical_region ? regionTitle(listing.statistical_region) : null
}
