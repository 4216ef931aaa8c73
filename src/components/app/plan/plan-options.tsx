'use client'

import { useTranslations } from 'next-intl'

import { formatDate } from '@/lib/format/riga-date-time'
import type { CurrentPlan } from '@/services/payments/subscription'

import styles from './plan.module.css'

type Props = { current: CurrentPlan; planTitle: string; subscribed: boolean; busy: boolean; onCancel: () => void }

/** The subscription's options (docs/product.md#sellers-area): the provider's payment settings and cancelling. */
export function PlanOptions({ current, planTitle, subscribed, busy, onCancel }: Props) {
  const t = useTranslations('app.plan')
  const plan = [planTitle, current.payment_schedule && t(`schedule_${current.payment_schedule}`)].filter(Boolean).join(', ')
  return (
    <section className={styles.options} aria-labelledby="plan-options-title">
      <h2 id="plan-options-title" className={styles.optionsTitle}>
        {t('options_title')}
      </h2>
      <p>{t('summary', { plan, status: t(`status_${current.status}`) })}</p>
      {subscribed && current.period_end && (
        <p>{t(current.cancel_at_period_end ? 'ends_on' : 'renews_on', { date: formatDate(current.period_end) })}</p>
      )}
      <div className={styles.optionActions}>
        {/* The provider's customer portal: the call answers with a redirect to it. */}
        <a href="/api/payments/portal" className={styles.secondaryButton}>
          {t('payment_settings')}
        </a>
        {subscribed && !current.cancel_at_period_end && (
          <button type="button" className={styles.dangerButton} disabled={busy} aria-busy={busy} onClick={onCancel}>
            {busy ? t('cancelling') : t('cancel')}
          </button>
        )}
      </div>
    </section>
  )
}
