import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthShell } from '@/components/account/auth-shell'
import { ClientMessages } from '@/components/i18n/client-messages'
import { ConfirmInquiry } from '@/components/listing-page/confirm-inquiry'

type Props = { params: Promise<{ locale: string; code: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'inquiries.confirmPage' })
  // A link with a secret code: never indexed, never sent on as a referrer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** Where the link mailed with a buyer's inquiry leads: the inquiry goes on to the seller. */
export default async function ConfirmInquiryPage({ params }: Props) {
  const { locale, code } = await params
  setRequestLocale(locale)
  const t = await getTranslations('inquiries.confirmPage')
  return (
    <AuthShell title={t('title')}>
      <ClientMessages namespaces={['inquiries']}>
        <ConfirmInquiry code={code} />
      </ClientMessages>
    </AuthShell>
  )
}
