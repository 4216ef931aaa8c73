import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { createLocalReq } from 'payload'

import { AppPage } from '@/components/app/app-page'
import { SessionEnded } from '@/components/app/session-ended'
import { TeamManager } from '@/components/app/team/team-manager'
import { payloadClient } from '@/reads/payload-client'
import { sessionUser } from '@/reads/session-user'
import { readTeam } from '@/services/team/read-team'
import { teamOwnerId } from '@/services/team/team-owner'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'app.team' })
  return { title: t('title') }
}

export default async function TeamPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const payload = await payloadClient()
  const [t, team] = await Promise.all([getTranslations('app.team'), readTeam(await createLocalReq({ user }, payload), user)])
  return (
    <AppPage title={t('title')} intro={t('intro')}>
      <TeamManager initial={team} selfId={user.id} manage={teamOwnerId(user) === user.id} />
    </AppPage>
  )
}
