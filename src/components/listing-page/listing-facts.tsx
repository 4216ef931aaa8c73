import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/client-messages'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatCount, formatEuro, formatPercent } from '@/lib/format/numbers'
import { formatRigaDateTime } from '@/lib/format/riga-date-time'
import { bandLabel, type BandedFigure } from '@/lib/listings/figure-bands'
import { listingPlace } from '@/services/confidential/listing-place'
import type { PublicListing } from '@/services/listings/listing-shapes'

import { ContactSeller } from './contact-seller'
import styles from './listing-facts.module.css'
import { SendInquiry } from './send-inquiry'

/** The texts of the 'contact seller' button and of the contacts it shows. */
const CONTACT_MESSAGES = ['contact', 'contactLoading', 'contactError', 'contactTitle', 'phone', 'email'].map((key) => `listing.page.${key}`)

/** The listing's price and figures, the ways to the seller (their contacts when both phone and e-mail exist, an inquiry always) and its attachment. */
export async function ListingFacts({ listing, locale }: { listing: PublicListing; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'listing.page' })
  const listingsT = await getTranslations({ locale, namespace: 'listings' })
  const regions = await getTranslations({ locale, namespace: 'statisticalRegions' })
  // An exact figure, or a confidential listing's band of it (src/lib/listings/figure-bands.ts).
  const figure = (name: BandedFigure) => {
    const value = listing[name]
    if (value !== null) return name === 'employees' ? formatCount(value, locale) : formatEuro(value, locale)
    const band = listing[`${name}_band`]
    return band && bandLabel(name, band)
  }

  const facts = [
    {
      key: 'category',
      label: t('category'),
      value: listing.category.slug ? <Link href={`/${listing.category.slug}`}>{listing.category.title}</Link> : listing.category.title,
    },
    { key: 'location', label: listing.location ? t('location') : t('region'), value: listingPlace(listing, regions) },
    {
      key: 'shares',
      label: t('sharesToSold'),
      value: listing.shares_to_sold === null ? null : formatPercent(listing.shares_to_sold, locale),
    },
    { key: 'turnover', label: t('turnover'), value: figure('turnover') },
    { key: 'profit', label: t('profit'), value: figure('profit') },
    { key: 'employees', label: t('employees'), value: figure('employees') },
    { key: 'added', label: t('added'), value: <time dateTime={listing.created_at}>{formatRigaDateTime(listing.created_at)}</time> },
  ].filter((fact) => fact.value)

  return (
    <section className={styles.facts} aria-labelledby="facts-title">
      <h2 id="facts-title" className="visually-hidden">
        {t('facts')}
      </h2>
      <p className={styles.priceLabel}>{t('price')}</p>
      <p className={styles.price} data-testid="listing-price">
        {listing.price === null ? listingsT('priceOnRequest') : formatEuro(listing.price, locale)}
      </p>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.row} data-fact={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {listing.has_contact && (
          <ClientMessages namespaces={CONTACT_MESSAGES}>
            <ContactSeller slug={listing.slug} />
          </ClientMessages>
        )}
        <ClientMessages namespaces={['inquiries.form']}>
          <SendInquiry slug={listing.slug} />
        </ClientMessages>
        {listing.attachment_url && (
          <a href={listing.attachment_url} className={styles.download} download>
            <DownloadIcon />
            <span>
              {t('attachment')}
              {listing.attachment && <span className={styles.fileName}>{listing.attachment}</span>}
            </span>
          </a>
        )}
      </div>
    </section>
  )
}

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  )
}
