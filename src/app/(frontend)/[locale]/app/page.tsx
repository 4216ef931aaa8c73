import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import { Dashboard } from '@/components/app/dashboard'
import { SessionEnded } from '@/components/app/session-ended'
import { sessionUser } from '@/reads/session-user'

/** The seller's area home (docs/product.md#sellers-area): where to go from here. */
export default async function AppHomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const t = await getTranslations('app.home')
  return (
    <AppPage title={t('greeting', { name: user.first_name })} intro={t('intro')}>
      <Dashboard />
    </AppPage>
  )
}
