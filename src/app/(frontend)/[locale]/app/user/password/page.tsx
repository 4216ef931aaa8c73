import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import styles from '@/components/app/app.module.css'
import { PasswordForm } from '@/components/app/password-form'
import { SessionEnded } from '@/components/app/session-ended'
import { sessionUser } from '@/reads/session-user'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'app.user.password' })
  return { title: t('title') }
}

export default async function PasswordPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  if (!(await sessionUser())) return <SessionEnded />
  const t = await getTranslations('app.user.password')
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <section className={`${styles.panel} ${styles.narrow}`}>
        <PasswordForm />
      </section>
    </AppPage>
  )
}
