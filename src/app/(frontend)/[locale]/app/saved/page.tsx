import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import { SavedListings } from '@/components/app/saved-listings'
import { SavedSearches } from '@/components/app/saved-searches'
import { SessionEnded } from '@/components/app/session-ended'
import { pageLocale } from '@/i18n/page-locale'
import { payloadClient } from '@/reads/payload-client'
import { sessionUser } from '@/reads/session-user'
import { savedListings } from '@/services/favourites/saved-listings'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'favourites.page' })
  return { title: t('title') }
}

/** What the user keeps saved: the listings from the hearts and the searches they are told about, each section its own component. */
export default async function SavedPage({ params }: Props) {
  const locale = await pageLocale(params)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const [t, favourites] = await Promise.all([getTranslations('favourites.page'), savedListings(await payloadClient(), user, locale)])
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <SavedListings favourites={favourites} locale={locale} />
      <SavedSearches user={user} />
    </AppPage>
  )
}
