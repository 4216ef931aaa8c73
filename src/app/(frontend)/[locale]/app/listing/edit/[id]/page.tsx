import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import appStyles from '@/components/app/app.module.css'
import { SessionEnded } from '@/components/app/session-ended'
import { ClientMessages } from '@/components/i18n/client-messages'
import { LISTING_FORM_MESSAGES } from '@/components/listing-form/form-messages'
import { ListingForm } from '@/components/listing-form/listing-form'
import styles from '@/components/listing-form/listing-form-page.module.css'
import { ListingLifetime } from '@/components/listing-form/listing-lifetime'
import { ListingFormServices } from '@/components/listing-form/listing-form-services'
import { ValuationLink } from '@/components/listing-form/valuation-link'
import { moderationAddress } from '@/email/transport'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { listingFormOptions } from '@/reads/listing-form-options'
import { cachedSiteSettings } from '@/reads/site-settings'
import { sessionUser } from '@/reads/session-user'

import { ownListingForForm } from './own-listing'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'listingForm' })
  return { title: t('titleEdit') }
}

/**
 * app.listing.edit: the listing form in edit mode, read through the same service as GET
 * /api/listing/get/{id}, so someone else's listing is "not found" here as it is there.
 */
export default async function EditListingPage({ params }: Props) {
  const { locale, id } = (await params) as { locale: Locale; id: string }
  setRequestLocale(locale)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const [t, options, listing, settings] = await Promise.all([
    getTranslations('listingForm'),
    listingFormOptions(locale),
    ownListingForForm(id, user, locale),
    cachedSiteSettings(locale),
  ])

  if (!listing) {
    return (
      <AppPage title={t('titleEdit')}>
        <section className={`${appStyles.panel} ${appStyles.narrow}`} role="status">
          <h2 className={appStyles.panelTitle}>{t('notFound')}</h2>
          <p>{t('notFoundText')}</p>
          <Link href="/app/listing/my">{t('myListings')}</Link>
        </section>
      </AppPage>
    )
  }

  return (
    <AppPage title={t('titleEdit')} action={<Link href={`/bizness/${listing.slug}`}>{t('viewListing')}</Link>}>
      {/* Around both client leaves, so their messages are sent once. */}
      <ClientMessages namespaces={[...LISTING_FORM_MESSAGES, 'moderation.reasons']}>
        <div className={styles.layout}>
          <div className={styles.lifetime}>
            <ListingLifetime
              listingId={listing.id}
              title={listing.title}
              expiry={listing.expiry_date}
              hidden={listing.hidden}
              moderation={{ ...listing.moderation, contestAddress: moderationAddress() }}
              lifetimeDays={settings.listingLifetimeDays}
            />
          </div>
          <section className={`${appStyles.panel} ${styles.main}`}>
            <ListingForm listing={listing} categories={options.categories} locations={options.locations} />
          </section>
          <div className={styles.services}>
            <ValuationLink locale={locale} listing={listing} />
            <ListingFormServices locale={locale} />
          </div>
        </div>
      </ClientMessages>
    </AppPage>
  )
}
