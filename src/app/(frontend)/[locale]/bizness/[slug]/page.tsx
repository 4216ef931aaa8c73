import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { FavouriteHeart } from '@/components/favourites/favourite-heart'
import { ClientMessages } from '@/components/i18n/client-messages'
import { ListingFacts } from '@/components/listing-page/listing-facts'
import { RegistryFacts } from '@/components/listing-page/registry-facts'
import { RedFlags } from '@/components/registry/red-flags'
import { ReportListing } from '@/components/listing-page/report-listing'
import { ServicesPanel } from '@/components/listing-page/services-panel'
import { ViewBeacon } from '@/components/listing-page/view-beacon'
import { NdaBlock } from '@/components/nda/nda-block'
import { JsonLd } from '@/components/seo/json-ld'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { cachedPublicListingPage } from '@/reads/listings'
import { cachedSiteSettings } from '@/reads/site-settings'
import { localizedUrl } from '@/lib/seo/alternates'
import { listingJsonLd } from '@/reads/seo/listing-json-ld'
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata'
import { cutDescription } from '@/lib/text/cut-description'

import styles from './listing.module.css'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** How much of the description a search result or link preview shows. */
const META_DESCRIPTION_LENGTH = 160

// Listing pages render on their first request and are cached until the listing changes or a minute passes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  const found = await cachedPublicListingPage(locale, slug)
  if (!found) return { title: (await getTranslations({ locale, namespace: 'listing.page' }))('notFoundTitle') }
  const { listing, shareImage } = found
  return pageMetadata({
    locale,
    path: `/bizness/${listing.slug}`,
    title: listing.title,
    shareTitle: listing.title,
    description: cutDescription(listing.description, META_DESCRIPTION_LENGTH),
    image: shareImage && { ...shareImage, alt: listing.image_alt ?? listing.title },
  })
}

/** A public listing's page; anything the public may not see (unknown, hidden, expired) is not found. */
export default async function ListingPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const [found, settings] = await Promise.all([cachedPublicListingPage(locale, slug), cachedSiteSettings(locale)])
  if (!found) notFound()
  const { listing, image, shareImage } = found
  const t = await getTranslations('listing.page')
  const url = localizedUrl(`/bizness/${listing.slug}`, locale)
  const where = [listing.category.title, listing.location?.title].filter(Boolean).join(' · ')

  return (
    <div className="container">
      <div className={styles.page}>
        <ViewBeacon slug={listing.slug} />
        <JsonLd
          data={listingJsonLd(listing, {
            url,
            images: [shareImage?.url, image?.url].filter((each) => each !== undefined).map(absoluteUrl),
          })}
        />
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
          </div>
          <FavouriteHeart listingId={listing.id} title={listing.title} variant="page" />
        </header>
        <div className={styles.layout}>
          <div className={styles.main}>
            {image && (
              <div className={styles.media}>
                <Image
                  src={image.url}
                  alt={listing.image_alt ?? ''}
                  width={image.width}
                  height={image.height}
                  sizes="(min-width: 1200px) 736px, (min-width: 900px) calc(100vw - 464px), 100vw"
                  preload
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
            {listing.confidential && <NdaBlock slug={listing.slug} locale={locale} />}
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
              <ServicesPanel panel={settings.servicesPanel} locale={locale} />
            </div>
          </aside>
        </div>
      </div>
    </div>
  )
}
