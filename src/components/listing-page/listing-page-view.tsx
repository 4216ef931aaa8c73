import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { FavouriteHeart } from '@/components/favourites/favourite-heart'
import { ClientMessages } from '@/components/i18n/client-messages'
import { CategoryIcon } from '@/components/icons/category-icon'
import { ListingFacts } from '@/components/listing-page/listing-facts'
import { RegistryFacts } from '@/components/listing-page/registry-facts'
import { ReportListing } from '@/components/listing-page/report-listing'
import { ListingPageServices } from '@/components/listing-page/listing-page-services'
import { ViewBeacon } from '@/components/listing-page/view-beacon'
import { listingPlace } from '@/services/confidential/listing-place'
import { NdaBlock } from '@/components/nda/nda-block'
import { RedFlags } from '@/components/registry/red-flags'
import { JsonLd } from '@/components/seo/json-ld'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { localizedUrl } from '@/lib/seo/alternates'
import { absoluteUrl } from '@/lib/seo/page-metadata'
import { listingJsonLd } from '@/reads/seo/listing-json-ld'
import type { PublicListingPage } from '@/services/listings/public/by-slug'
import type { SiteSettingsView } from '@/services/site/site-settings'

import styles from './listing-page-view.module.css'

type Props = {
  found: PublicListingPage
  settings: SiteSettingsView
  locale: Locale
  /** The whole of a confidential listing, shown to one who sees it whole (never a cached page). */
  whole: boolean
}

/**
 * A listing's page: the public's (cached, bizness/[slug]) or a signed-in reader's (per request,
 * bizness/[slug]/viewer). A confidential listing's public face shows its category's picture,
 * its region and bands (src/services/confidential/public-face.ts); JSON-LD is made from the
 * public face alone, whoever reads.
 */
export async function ListingPageView({ found, settings, locale, whole }: Props) {
  const { listing, image, shareImage } = found
  const t = await getTranslations({ locale, namespace: 'listing.page' })
  const regions = await getTranslations({ locale, namespace: 'statisticalRegions' })
  const url = localizedUrl(`/bizness/${listing.slug}`, locale)
  const where = [listing.category.title, listingPlace(listing, regions)].filter(Boolean).join(' · ')
  const anonymous = listing.confidential && !whole

  return (
    <div className="container">
      <div className={styles.page}>
        <ViewBeacon slug={listing.slug} />
        {!whole && (
          <JsonLd
            data={listingJsonLd(listing, {
              url,
              images: [shareImage?.url, image?.url].filter((each) => each !== undefined).map(absoluteUrl),
            })}
          />
        )}
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href="/">{t('home')}</Link>
            </li>
            <li>
              <Link href="/bizness">{t('offers')}</Link>
            </li>
            {listing.category.slug && (
              <li>
                <Link href={`/${listing.category.slug}`}>{listing.category.title}</Link>
              </li>
            )}
          </ol>
        </nav>
        <header className={styles.head}>
          <div>
            {where && <p className={styles.where}>{where}</p>}
            <h1 className={styles.title}>{listing.title}</h1>
            {listing.confidential && (
              <p className={styles.confidential} data-testid={whole ? 'confidential-whole' : 'confidential-note'}>
                <strong>{t('confidential')}</strong> {whole ? t('wholeView') : t('confidentialNote')}
              </p>
            )}
          </div>
          <FavouriteHeart listingId={listing.id} title={listing.title} variant="page" />
        </header>
        <div className={styles.layout}>
          <div className={styles.main}>
            {anonymous && (
              <div className={`${styles.media} ${styles.picture}`} data-testid="category-picture">
                <CategoryIcon name={listing.category.icon} size={96} />
              </div>
            )}
            {image && (
              <div className={styles.media}>
                <Image
                  src={image.url}
                  alt={listing.image_alt ?? ''}
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1200px) 736px, (min-width: 900px) calc(100vw - 464px), 100vw"
                  preload
                  // The image server fetches as nobody, and a confidential listing's photo is not the public's.
                  unoptimized={listing.confidential}
                  className={styles.image}
                />
              </div>
            )}
            <section className={styles.description} aria-labelledby="description-title">
              <h2 id="description-title">{t('description')}</h2>
              {listing.description
                .split(/\n+/)
                .filter((line) => line.trim())
                .map((line, index) => (
                  <p key={index}>{line}</p>
                ))}
            </section>
            {anonymous && <NdaBlock slug={listing.slug} locale={locale} />}
            <ClientMessages namespaces={['reports.form', 'moderation.reasons']}>
              <ReportListing slug={listing.slug} />
            </ClientMessages>
          </div>
          <aside className={styles.side}>
            <div className={styles.facts}>
              <ListingFacts listing={listing} locale={locale} />
              <RegistryFacts listing={listing} locale={locale} />
              {(listing.registry.checked || listing.registry.flags.length > 0) && (
                <RedFlags flags={listing.registry.flags} locale={locale} />
              )}
            </div>
            <div className={styles.services}>
              <ListingPageServices panel={settings.servicesPanel} locale={locale} />
            </div>
          </aside>
        </div>
      </div>
    </div>
  )
}
