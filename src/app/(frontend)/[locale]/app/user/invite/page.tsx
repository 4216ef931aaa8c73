import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import styles from '@/components/app/app.module.css'
import { InviteForm } from '@/components/app/invite-form'
import { SessionEnded } from '@/components/app/session-ended'
import { sessionUser } from '@/reads/session-user'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'app.user.invite' })
  return { title: t('title') }
}

export default async function InvitePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  if (!(await sessionUser())) return <SessionEnded />
  const t = await getTranslations('app.user.invite')
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <section className={`${styles.panel} ${styles.narrow}`}>
        <InviteForm />
      </section>
    </AppPage>
  )
}
