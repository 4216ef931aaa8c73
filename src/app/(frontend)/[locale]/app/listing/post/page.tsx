import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import appStyles from '@/components/app/app.module.css'
import { SessionEnded } from '@/components/app/session-ended'
import { ClientMessages } from '@/components/i18n/client-messages'
import { LISTING_FORM_MESSAGES } from '@/components/listing-form/form-messages'
import { ListingForm } from '@/components/listing-form/listing-form'
import styles from '@/components/listing-form/listing-form-page.module.css'
import { ListingFormServices } from '@/components/listing-form/listing-form-services'
import { ValuationLink } from '@/components/listing-form/valuation-link'
import type { Locale } from '@/i18n/routing'
import { listingFormOptions } from '@/reads/listing-form-options'
import { sessionUser } from '@/reads/session-user'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'listingForm' })
  return { title: t('titlePost') }
}

/** app.listing.post: the listing form in create mode, with the provider's services beside it. */
export default async function PostListingPage({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  setRequestLocale(locale)
  if (!(await sessionUser())) return <SessionEnded />
  const [t, options] = await Promise.all([getTranslations('listingForm'), listingFormOptions(locale)])
  return (
    <AppPage title={t('titlePost')} intro={t('intro')}>
      <div className={styles.layout}>
        <section className={`${appStyles.panel} ${styles.main}`}>
          <ClientMessages namespaces={LISTING_FORM_MESSAGES}>
            <ListingForm listing={null} categories={options.categories} locations={options.locations} />
          </ClientMessages>
        </section>
        <div className={styles.services}>
          <ValuationLink locale={locale} />
          <ListingFormServices locale={locale} />
        </div>
      </div>
    </AppPage>
  )
}
