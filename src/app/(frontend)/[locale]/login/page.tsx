import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthShell } from '@/components/account/auth-shell'
import { LoginForm } from '@/components/account/login-form'
import { ClientMessages } from '@/components/i18n/client-messages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'auth.login' })
  return { title: t('title') }
}

export default async function LoginPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('auth.login')
  return (
    <AuthShell title={t('title')} intro={t('intro')}>
      <ClientMessages namespaces={['auth', 'secondFactor']}>
        <LoginForm />
      </ClientMessages>
    </AuthShell>
  )
}
