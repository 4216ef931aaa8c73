import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CategoryChips } from '@/components/home/category-chips'
import { Hero } from '@/components/home/hero'
import { StatTiles } from '@/components/home/stat-tiles'
import { ListingGrid } from '@/components/listings/listing-grid'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { cachedCategories, cachedFeaturedListings, cachedListingsPage, cachedPublicListingCount } from '@/reads/listings'
import { cachedSiteSettings } from '@/reads/site-settings'
import { pageMetadata } from '@/lib/seo/page-metadata'

import styles from './home.module.css'

type Props = { params: Promise<{ locale: string }> }

/** Listings the home grid shows when staff have featured none. */
const NEWEST_ON_HOME = 6

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const meta = await getTranslations({ locale, namespace: 'meta' })
  const t = await getTranslations({ locale, namespace: 'home' })
  return pageMetadata({
    locale,
    path: '/',
    title: { absolute: t('metaTitle') },
    shareTitle: t('metaTitle'),
    description: meta('description'),
  })
}

/** The home page: hero, three figures, the sectors, and featured listings (else the newest). */
export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('home')
  const [count, settings, categories, featured] = await Promise.all([
    cachedPublicListingCount(),
    cachedSiteSettings(locale),
    cachedCategories(locale),
    cachedFeaturedListings(locale),
  ])
  const listings = featured.length > 0 ? featured : (await cachedListingsPage(locale, null, 1)).listings.slice(0, NEWEST_ON_HOME)

  return (
    <>
      <Hero locale={locale} />
      <StatTiles locale={locale} listings={count} deals={settings.dealsCompleted} investors={settings.potentialInvestors} />
      <CategoryChips locale={locale} categories={categories} />
      <section className={styles.listings} aria-labelledby="home-listings-title">
        <div className="container">
          <div className={styles.listingsHead}>
            <h2 id="home-listings-title">{featured.length > 0 ? t('featuredTitle') : t('newestTitle')}</h2>
            <Link href="/bizness" className={styles.all}>
              {t('allOffers')} →
            </Link>
          </div>
          <ListingGrid listings={listings} locale={locale} columns={3} headingLevel={3} />
        </div>
      </section>
    </>
  )
}
