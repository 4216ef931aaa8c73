import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AuthShell } from '@/components/account/auth-shell'
import { FormAlert } from '@/components/forms/form-alert'
import { ClientMessages } from '@/components/i18n/client-messages'
import { UnsubscribeForm } from '@/components/saved-searches/unsubscribe-form'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { payloadClient } from '@/reads/payload-client'
import { searchesOfLink } from '@/services/saved-searches/unsubscribe-link'

type Props = { params: Promise<{ locale: string; token: string }> }

// Each link is one person's searches, read as they stand now.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'savedSearches.unsubscribe' })
  // A link with a secret in it: never indexed, never sent on as a referrer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/** Where a digest's unsubscribe link leads (lv /atteikties/…, en /en/atteikties/…): reading it changes nothing. */
export default async function UnsubscribePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { token } = await params
  const [t, searches] = await Promise.all([
    getTranslations('savedSearches.unsubscribe'),
    searchesOfLink(await payloadClient(), token, locale),
  ])
  return (
    <AuthShell title={t('title')}>
      <ClientMessages namespaces={['savedSearches.unsubscribe']}>
        {searches ? (
          <UnsubscribeForm
            token={token}
            searches={searches.map((search) => ({ id: search.id, description: search.description, active: !search.unsubscribed_at }))}
          />
        ) : (
          <>
            <FormAlert tone="error">{t('invalid')}</FormAlert>
            <p>
              <Link href="/app/saved">{t('manage')}</Link>
            </p>
          </>
        )}
      </ClientMessages>
    </AuthShell>
  )
}
