import type { PublicListing } from '@/services/listings/listing-shapes'

/**
 * schema.org description of a listing: the business for sale as a Product, its asking price as
 * an Offer in euros that runs until the listing expires. A listing without a price has no Offer.
 */
export function listingJsonLd(listing: PublicListing, { url, images }: { url: string; images: string[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: listing.description,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(listing.category.title ? { category: listing.category.title } : {}),
    ...(listing.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: listing.price,
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            priceValidUntil: listing.expiry_date.slice(0, 10),
          },
        }),
  }
}
