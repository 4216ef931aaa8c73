import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { FavouriteHeart } from '@/components/favourites/favourite-heart'
import { CategoryIcon } from '@/components/icons/category-icon'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatEuro } from '@/lib/format/numbers'
import { cutDescription } from '@/lib/text/cut-description'
import type { PublicListing } from '@/services/listings/listing-shapes'

import { listingPlace } from '@/services/confidential/listing-place'
import styles from './listing-card.module.css'

type Props = {
  listing: PublicListing
  locale: Locale
  /** The heading level of the card's title, following the page's outline. */
  headingLevel: 2 | 3
  /** How wide the card is at each viewport width, so the browser picks the right image file. */
  sizes: string
  /** Cards in the first screenful load their image at once; the rest when scrolled near. */
  eager?: boolean
}

/**
 * A listing in a grid: image with the heart that saves it, price, title linking to its page,
 * sector and location, a 200-character cut of the description; one badge when the state's open
 * data show any red flag for the company.
 */
export async function ListingCard({ listing, locale, headingLevel, sizes, eager = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'listings' })
  const flags = await getTranslations({ locale, namespace: 'redFlags' })
  const regions = await getTranslations({ locale, namespace: 'statisticalRegions' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const where = [listing.category.title, listingPlace(listing, regions)].filter(Boolean).join(' · ')

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {listing.image ? (
          <Image
            src={listing.image}
            alt={listing.image_alt ?? ''}
            fill
            sizes={sizes}
            loading={eager ? 'eager' : 'lazy'}
            className={styles.image}
          />
        ) : (
          <div className={styles.placeholder}>
            <CategoryIcon name={listing.confidential ? listing.category.icon : null} size={48} />
          </div>
        )}
        <FavouriteHeart listingId={listing.id} title={listing.title} variant="card" />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={`/bizness/${listing.slug}`} className={styles.link}>
            {listing.title}
          </Link>
        </Heading>
        {listing.red_flags && (
          <p className={styles.flagged} data-testid="red-flags-badge">
            <span aria-hidden="true">{flags('badge')}</span>
            <span className="visually-hidden">{flags('badgeLabel')}</span>
          </p>
        )}
        <p className={styles.price}>{listing.price === null ? t('priceOnRequest') : formatEuro(listing.price, locale)}</p>
        {where && <p className={styles.where}>{where}</p>}
        <p className={styles.excerpt}>{cutDescription(listing.description)}</p>
      </div>
    </article>
  )
}
