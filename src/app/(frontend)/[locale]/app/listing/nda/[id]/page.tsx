import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import appStyles from '@/components/app/app.module.css'
import { SessionEnded } from '@/components/app/session-ended'
import { ClientMessages } from '@/components/i18n/client-messages'
import { NdaAcceptanceList } from '@/components/nda/nda-acceptance-list'
import { NdaApprovalSetting } from '@/components/nda/nda-approval-setting'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { sessionUser } from '@/reads/session-user'

import { teamListingNdas } from './team-listing-ndas'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'nda.seller' })
  return { title: t('link') }
}

/**
 * The seller's view of one confidential listing's NDA (GET /api/listing/nda/{id} reads the same):
 * how buyers get in, who asked and who has access, with approve, decline and revoke. Another
 * team's listing is as absent here as in the call.
 */
export default async function ListingNdaPage({ params }: Props) {
  const { locale, id } = (await params) as { locale: Locale; id: string }
  setRequestLocale(locale)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const [t, ndas] = await Promise.all([getTranslations('nda.seller'), teamListingNdas(id, user)])
  if (!ndas) {
    const form = await getTranslations('listingForm')
    return (
      <AppPage title={t('link')}>
        <section className={`${appStyles.panel} ${appStyles.narrow}`} role="status">
          <h2 className={appStyles.panelTitle}>{form('notFound')}</h2>
          <p>{form('notFoundText')}</p>
          <Link href="/app/listing/my">{t('back')}</Link>
        </section>
      </AppPage>
    )
  }
  return (
    <AppPage title={t('title', { title: ndas.listing.title })} intro={t('intro')} action={<Link href="/app/listing/my">{t('back')}</Link>}>
      <ClientMessages namespaces={['nda.seller', 'nda.approvalModes', 'nda.states']}>
        <NdaApprovalSetting listingId={ndas.listing.id} mode={ndas.listing.nda_approval} />
        <NdaAcceptanceList listingId={ndas.listing.id} acceptances={ndas.acceptances} />
      </ClientMessages>
    </AppPage>
  )
}
