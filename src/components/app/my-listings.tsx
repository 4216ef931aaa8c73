import { getTranslations } from 'next-intl/server'

import formStyles from '@/components/forms/forms.module.css'
import { ClientMessages } from '@/components/i18n/client-messages'
import { FeatureListingButton } from '@/components/listing/feature-listing-button'
import { RenewListingButton } from '@/components/listing/renew-listing-button'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format/riga-date-time'
import type { MyListing } from '@/services/listings/listing-shapes'

import listStyles from './app-list.module.css'
import styles from './my-listings.module.css'

type State = 'public' | 'hidden' | 'expired' | 'not_public'

/** What the seller should know of a listing: is the public seeing it, and if not, why. */
function stateOf(listing: MyListing, now: number): State {
  if (listing.is_public) return 'public'
  if (listing.status === 'hidden') return 'hidden'
  if (new Date(listing.expiry_date).getTime() <= now) return 'expired'
  return 'not_public'
}

function ViewIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  )
}

/** The texts of the renew and feature buttons, the only client leaves here. */
const CLIENT_MESSAGES = [
  'listingForm.renew',
  'listingForm.renewing',
  'listingForm.renewListing',
  'listingForm.unexpected',
  'app.listing.my.feature',
  'app.listing.my.featured',
  'app.listing.my.feature_label',
  'app.listing.my.featuring',
]

type Props = {
  listings: MyListing[]
  /** The team's featured listings and how many its plan allows. */
  featured: { count: number; limit: number }
}

/**
 * The seller's listings (docs/product.md#sellers-area: title, a view icon opening the public page
 * in a new tab, edit), or the way to a first one.
 */
export async function MyListings({ listings, featured }: Props) {
  const [t, nda] = await Promise.all([getTranslations('app.listing.my'), getTranslations('nda.seller')])
  if (listings.length === 0) {
    return (
      <section className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t('empty')}</h2>
        <p>{t('empty_text')}</p>
        <Link href="/app/listing/post" className={formStyles.button}>
          {t('post')}
        </Link>
      </section>
    )
  }
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request: now is that request's time.
  const now = Date.now()
  return (
    <ClientMessages namespaces={CLIENT_MESSAGES}>
      {featured.limit > 0 && <p className={styles.featuredCount}>{t('featured_count', featured)}</p>}
      <ul className={listStyles.list}>
        {listings.map((listing) => {
          const state = stateOf(listing, now)
          const date = formatDate(listing.expiry_date)
          return (
            <li key={listing.id} className={styles.item}>
              <div className={styles.main}>
                <h2 className={styles.title}>{listing.title}</h2>
                <p className={styles.meta}>
                  <span className={`${styles.badge} ${styles[state]}`}>{t(`status_${state}`)}</span>
                  <span>{state === 'expired' ? t('ended', { date }) : t('until', { date })}</span>
                </p>
              </div>
              <div className={styles.actions}>
                <RenewListingButton listingId={listing.id} title={listing.title} expiry={listing.expiry_date} />
                <FeatureListingButton listingId={listing.id} title={listing.title} featured={listing.featured} />
                <Link
                  href={`/bizness/${listing.slug}`}
                  target="_blank"
                  rel="noopener"
                  className={styles.view}
                  aria-label={t('view', { title: listing.title })}
                  title={t('view', { title: listing.title })}
                >
                  <ViewIcon />
                </Link>
                {listing.confidential && (
                  <Link href={`/app/listing/nda/${listing.id}`} className={styles.edit} data-testid="nda-access-link">
                    {nda('link')}
                  </Link>
                )}
                <Link
                  href={`/app/listing/edit/${listing.id}`}
                  className={styles.edit}
                  aria-label={t('edit_label', { title: listing.title })}
                >
                  {t('edit')}
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </ClientMessages>
  )
}
