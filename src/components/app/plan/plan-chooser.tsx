'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/form-alert'
import { api } from '@/lib/client/api'
import { goToCheckout } from '@/lib/client/checkout'
import type { CurrentPlan } from '@/services/payments/subscription'

import { isCurrentPlan, isSubscribed, type PlanAction, planAction, type Schedule } from './plan-action'
import { PlanCard, type PlanView } from './plan-card'
import { PlanOptions } from './plan-options'
import styles from './plan.module.css'

type Props = {
  plans: PlanView[]
  current: CurrentPlan | null
  /** How a return from the provider's checkout went (?checkout=success|canceled), in words; null otherwise. */
  checkoutNotice: { tone: 'success' | 'info'; text: string } | null
  /** The server's words for "payments are not configured", shown above the plans while they are not. */
  notConfigured: string | null
  /** false for a team member: the plans are shown without actions (the intro says who manages them). */
  manages: boolean
}

type Notice = { tone: 'error' | 'success' | 'info'; text: string }

/** The plan page (docs/product.md#sellers-area): schedule, the plan cards and the subscription's options. */
export function PlanChooser({ plans, current: initial, checkoutNotice, notConfigured, manages }: Props) {
  const t = useTranslations('app.plan')
  const [current, setCurrent] = useState(initial)
  const [schedule, setSchedule] = useState<Schedule>(initial?.payment_schedule ?? 'monthly')
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(checkoutNotice)

  const cancel = async () => {
    const { plan } = await api<{ plan: CurrentPlan | null }>('/api/payments/cancel', { method: 'POST' })
    setCurrent(plan)
    setNotice({ tone: 'success', text: t('cancelled') })
  }

  const act = async (key: string, work: () => Promise<void>) => {
    setBusy(key)
    setNotice(null)
    try {
      await work()
    } catch (failure) {
      // Plan change and cancel failures are shown above the plans (docs/product.md#errors).
      setNotice({ tone: 'error', text: failure instanceof Error ? failure.message : '' })
    } finally {
      setBusy(null)
    }
  }

  const onAction = (planName: string, action: PlanAction) =>
    act(planName, async () => {
      if (action === 'cancel') return cancel()
      if (action === 'select') {
        await goToCheckout(
          await api<{ id: string; url: string | null }>(`/api/payments/plans/checkout/${planName}/${schedule}`, { method: 'POST' }),
        )
        return
      }
      const { plan } = await api<{ plan: CurrentPlan }>(`/api/payments/plans/change/${planName}/${schedule}`, { method: 'POST' })
      setCurrent(plan)
      setNotice({ tone: 'success', text: t('changed') })
    })

  return (
    <div className={styles.page}>
      {notConfigured && <FormAlert tone="info">{notConfigured}</FormAlert>}
      <FormAlert tone={notice?.tone ?? 'error'}>{notice?.text}</FormAlert>
      <fieldset className={styles.schedule}>
        <legend className={styles.legend}>{t('schedule')}</legend>
        {(['monthly', 'yearly'] as const).map((value) => (
          <label key={value} className={styles.option}>
            <input type="radio" name="schedule" value={value} checked={schedule === value} onChange={() => setSchedule(value)} />
            <span>
              {t(value)}
              {value === 'yearly' && <small className={styles.saving}> · {t('yearly_note')}</small>}
            </span>
          </label>
        ))}
      </fieldset>
      <ul className={styles.cards}>
        {plans.map((plan) => (
          <li key={plan.name}>
            <PlanCard
              plan={plan}
              schedule={schedule}
              current={isCurrentPlan(plan.name, current)}
              action={manages ? planAction(plan.name, schedule, current) : null}
              busy={busy === plan.name}
              disabled={busy !== null}
              onAction={(action) => onAction(plan.name, action)}
            />
          </li>
        ))}
      </ul>
      {current && manages && (
        <PlanOptions
          current={current}
          planTitle={plans.find((plan) => plan.name === current.plan_name)?.title ?? current.plan_name}
          subscribed={isSubscribed(current)}
          busy={busy === 'options'}
          onCancel={() => act('options', cancel)}
        />
      )}
    </div>
  )
}
