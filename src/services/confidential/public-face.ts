import type { ListingDetail, PublicListing } from '@/services/listings/listing-shapes'

/**
 * What the public sees of a confidential listing (issue 34): its title, description, category,
 * price and share, the statistical region and the bands of its figures, the register's badge and
 * red flags without a figure or a date; never its municipality, exact figures, photo (the
 * category's picture stands in), document, contacts or registration number. Every public view is
 * made through here; the listing's team and staff see the whole (sees-whole.ts).
 */
export function publicFace<T extends PublicListing>(listing: T): T {
  if (!listing.confidential) return listing
  return {
    ...listing,
    location: null,
    turnover: null,
    profit: null,
    employees: null,
    image: null,
    image_alt: null,
    attachment: null,
    attachment_url: null,
    has_contact: false,
  }
}

/** The same for a listing on its own, with its register facts: the badge and the flags' kinds only. */
export function publicDetailFace<T extends ListingDetail>(listing: T): T {
  if (!listing.confidential) return listing
  const { registry } = listing
  return {
    ...publicFace(listing),
    registration_number: null,
    registry: {
      ...registry,
      turnover: null,
      profit: null,
      employees: null,
      figures_hidden: registry.checked,
      // A flag's date finds the company in the state's registers as surely as a figure.
      flags: registry.flags.map(({ kind, source, date_of_data, rating, quarter }) => ({
        kind,
        source,
        date_of_data,
        since: null,
        ...(rating === undefined ? {} : { rating }),
        ...(quarter === undefined ? {} : { quarter }),
      })),
    },
  }
}
