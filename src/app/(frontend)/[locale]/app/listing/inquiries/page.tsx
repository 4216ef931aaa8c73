import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import { ReceivedInquiries } from '@/components/app/received-inquiries'
import { SessionEnded } from '@/components/app/session-ended'
import { pageLocale } from '@/i18n/page-locale'
import { loadInboxPage } from '@/reads/load-inbox-page'
import { sessionUser } from '@/reads/session-user'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'inquiries.inbox' })
  return { title: t('title') }
}

/** The buyers' inquiries about the listings of the seller's team (only theirs: receivedInquiries). */
export default async function InquiriesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const [t, inbox] = await Promise.all([
    getTranslations({ locale, namespace: 'inquiries.inbox' }),
    loadInboxPage(user, locale, (await searchParams).page),
  ])
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <ReceivedInquiries inbox={inbox} locale={locale} />
    </AppPage>
  )
}
