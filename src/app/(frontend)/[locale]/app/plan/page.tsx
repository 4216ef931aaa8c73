import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppPage } from '@/components/app/app-page'
import { PlanChooser } from '@/components/app/plan/plan-chooser'
import { SessionEnded } from '@/components/app/session-ended'
import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { payloadClient } from '@/reads/payload-client'
import { sessionUser } from '@/reads/session-user'
import { planOverview } from '@/services/payments/overview'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ checkout?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'app.plan' })
  return { title: t('title') }
}

export default async function PlanPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const user = await sessionUser()
  if (!user) return <SessionEnded />
  const t = await getTranslations('app.plan')
  const { plans, current_plan, manages_plan, provider } = await planOverview(await payloadClient(), user, locale as Locale)
  const { checkout } = await searchParams
  // Back from the provider's page: the webhook may not have come yet, so the page says what happened.
  const checkoutNotice =
    checkout === 'success'
      ? ({ tone: 'success', text: t('checkout_success') } as const)
      : checkout === 'canceled'
        ? ({ tone: 'info', text: t('checkout_canceled') } as const)
        : null
  return (
    <AppPage title={t('title')} intro={t(manages_plan ? 'intro' : 'member_note')}>
      <PlanChooser
        plans={plans}
        current={current_plan}
        checkoutNotice={checkoutNotice}
        // A member sees the team's plan; the calls would refuse them (payments.ownerOnly), so there is nothing to press.
        manages={manages_plan}
        // The same words every payment call answers with while no provider is configured.
        notConfigured={provider ? null : translate(locale, 'payments.notConfigured')}
      />
    </AppPage>
  )
}
