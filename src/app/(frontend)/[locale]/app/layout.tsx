import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { AppSidebar } from '@/components/app/app-sidebar'
import styles from '@/components/app/app.module.css'
import { SessionEnded } from '@/components/app/session-ended'
import { SessionGuard } from '@/components/app/session-guard'
import { ClientMessages } from '@/components/i18n/client-messages'
import { sessionUser } from '@/reads/session-user'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

// Every page here is one person's: rendered per request from their session, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'app' })
  // Private pages: never indexed (they are also rendered per request, so never cached).
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The seller's area: the session is checked on the server (the HttpOnly cookie) and in the
 * browser (the stored user); either missing sends the visitor to login and back afterwards.
 * Pages check the session again themselves, since a layout is not rendered anew when the
 * visitor moves between pages.
 */
export default async function AppLayout({ children, params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const user = await sessionUser()
  return (
    <ClientMessages namespaces={['app']}>
      {user ? (
        <div className={styles.shell}>
          <SessionGuard />
          <AppSidebar />
          <div className={styles.content}>{children}</div>
        </div>
      ) : (
        <SessionEnded />
      )}
    </ClientMessages>
  )
}
