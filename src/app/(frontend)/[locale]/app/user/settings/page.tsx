import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DeleteMyAccount, ExportMyData } from '@/components/app/account-data'
import { ActiveSessions } from '@/components/app/active-sessions'
import { AppPage } from '@/components/app/app-page'
import styles from '@/components/app/app.module.css'
import { SecondFactorSettings } from '@/components/app/second-factor-settings'
import { SessionEnded } from '@/components/app/session-ended'
import { SettingsForm } from '@/components/app/settings-form'
import { ClientMessages } from '@/components/i18n/client-messages'
import { languageNames } from '@/i18n/language-names'
import { sessionUser } from '@/reads/session-user'
import { profileForm } from '@/services/account/profile'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'app.user.settings' })
  return { title: t('title') }
}

export default async function SettingsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const t = await getTranslations('app.user.settings')
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <section className={`${styles.panel} ${styles.narrow}`}>
        <SettingsForm profile={profileForm(user)} languages={languageNames()} />
      </section>
      <ClientMessages namespaces={['secondFactor']}>
        <section className={`${styles.panel} ${styles.narrow}`}>
          <SecondFactorSettings />
        </section>
      </ClientMessages>
      <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="sessions-title">
        <ActiveSessions user={user} />
      </section>
      <ClientMessages namespaces={['app.user.data']}>
        <section className={`${styles.panel} ${styles.narrow}`}>
          <ExportMyData />
        </section>
        <section className={`${styles.panel} ${styles.narrow}`}>
          <DeleteMyAccount />
        </section>
      </ClientMessages>
    </AppPage>
  )
}
