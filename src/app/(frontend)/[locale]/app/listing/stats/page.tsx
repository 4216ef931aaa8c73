import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import { ListingStatsChart } from '@/components/app/listing-stats-chart'
import { SessionEnded } from '@/components/app/session-ended'
import { pageLocale } from '@/i18n/page-locale'
import { payloadClient } from '@/reads/payload-client'
import { sessionUser } from '@/reads/session-user'
import { teamListingStatistics } from '@/services/statistics/listing-statistics'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'statistics' })
  return { title: t('title') }
}

/** The seller's statistics: each listing of their team, its last 30 days (only their team's: teamListingStatistics). */
export default async function ListingStatisticsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const [t, statistics] = await Promise.all([getTranslations('statistics'), teamListingStatistics(await payloadClient(), user)])
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      {statistics.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        statistics.map((stats) => <ListingStatsChart key={stats.id} stats={stats} locale={locale} />)
      )}
      <p>
        <small>{t('counting')}</small>
      </p>
    </AppPage>
  )
}
