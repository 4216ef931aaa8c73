import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthShell } from '@/components/account/auth-shell'
import { ConfirmEmail } from '@/components/account/confirm-email'
import { ClientMessages } from '@/components/i18n/client-messages'

type Props = { params: Promise<{ locale: string; code: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'auth.confirm' })
  // A link with a secret code: never indexed, never sent on as a referrer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

export default async function ConfirmEmailPage({ params }: Props) {
  const { locale, code } = await params
  setRequestLocale(locale)
  const t = await getTranslations('auth.confirm')
  return (
    <AuthShell title={t('title')}>
      <ClientMessages namespaces={['auth']}>
        <ConfirmEmail code={code} />
      </ClientMessages>
    </AuthShell>
  )
}
