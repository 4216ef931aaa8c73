import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthShell } from '@/components/account/auth-shell'
import { SignupForm } from '@/components/account/signup-form'
import { ClientMessages } from '@/components/i18n/client-messages'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ code?: string | string[] }> }

// The invitation code comes with the request, so the page is rendered for it.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'auth.signup' })
  return { title: t('title') }
}

/** Sign-up, optionally with an invitation code from an e-mailed link (?code=…). */
export default async function SignupPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { code } = await searchParams
  const t = await getTranslations('auth.signup')
  return (
    <AuthShell title={t('title')} intro={t('intro')} wide>
      <ClientMessages namespaces={['auth']}>
        <SignupForm code={typeof code === 'string' && code ? code : undefined} />
      </ClientMessages>
    </AuthShell>
  )
}
