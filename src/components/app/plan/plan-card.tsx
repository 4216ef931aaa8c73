'use client'

import { useTranslations } from 'next-intl'

import type { PlanAction, Schedule } from './plan-action'
import styles from './plan.module.css'

export type PlanView = { name: string; title: string; prices: Record<Schedule, number>; limits: { limit: number; description: string }[] }

type Props = {
  plan: PlanView
  schedule: Schedule
  current: boolean
  /** null: nothing to do here (a team member's view). */
  action: PlanAction | null
  busy: boolean
  disabled: boolean
  onAction: (action: PlanAction) => void
}

const LABELS = { select: 'select', selected: 'selected', change: 'change', cancel: 'change' } as const

/** One plan: its name, the price in dollars for the chosen schedule, its limits and what it offers. */
export function PlanCard({ plan, schedule, current, action, busy, disabled, onAction }: Props) {
  const t = useTranslations('app.plan')
  const titleId = `plan-${plan.name}`
  return (
    <article className={`${styles.card} ${current ? styles.current : ''}`} aria-labelledby={titleId}>
      {current && <p className={styles.currentTag}>{t('current')}</p>}
      <h2 id={titleId} className={styles.name}>
        {plan.title}
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>${plan.prices[schedule]}</span> {schedule === 'monthly' ? t('per_month') : t('per_year')}
      </p>
      <ul className={styles.limits}>
        {plan.limits.map((limit) => (
          <li key={limit.description}>
            <strong>{limit.limit}</strong> {limit.description}
          </li>
        ))}
      </ul>
      {action && (
        <button
          type="button"
          className={action === 'selected' ? styles.selectedButton : styles.actionButton}
          disabled={action === 'selected' || disabled}
          aria-busy={busy}
          onClick={() => onAction(action)}
        >
          {busy ? t('progress') : t(LABELS[action])}
        </button>
      )}
    </article>
  )
}
