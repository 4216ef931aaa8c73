import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import { MyListings } from '@/components/app/my-listings'
import { SessionEnded } from '@/components/app/session-ended'
import formStyles from '@/components/forms/forms.module.css'
import { Link } from '@/i18n/navigation'
import { payloadClient } from '@/reads/payload-client'
import { sessionUser } from '@/reads/session-user'
import { featuredAllowance } from '@/services/listings/featured-picks'
import { myListings } from '@/services/listings/my-listings'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'app.listing.my' })
  return { title: t('title') }
}

export default async function MyListingsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const payload = await payloadClient()
  const [t, listings, featured] = await Promise.all([
    getTranslations('app.listing.my'),
    myListings(payload, user),
    featuredAllowance(payload, user),
  ])
  const post = listings.length > 0 && (
    <Link href="/app/listing/post" className={formStyles.button}>
      {t('post')}
    </Link>
  )
  return (
    <AppPage title={t('title')} action={post}>
      <MyListings listings={listings} featured={featured} />
    </AppPage>
  )
}
