'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId, useRef, useState } from 'react'

import { ModalDialog } from '@/components/ui/modal-dialog'
import { ApiFailure, api } from '@/lib/client/api'
import { MODERATION_REASONS } from '@/lib/moderation/reasons'

import styles from './report-listing.module.css'

type State =
  { step: 'editing' | 'sending' } | { step: 'failed'; message: string; errors: Record<string, string> } | { step: 'sent'; message: string }

/**
 * 'Report this listing': a small form in a dialog (reason, optional words and e-mail) sent to
 * the moderators' queue; the answer (thanks, or why not) shows in place of the form.
 */
export function ReportListing({ slug }: { slug: string }) {
  const t = useTranslations('reports.form')
  const reasons = useTranslations('moderation.reasons')
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<State>({ step: 'editing' })
  const reasonRef = useRef<HTMLSelectElement>(null)
  const id = useId()

  const errors = state.step === 'failed' ? state.errors : {}
  const close = () => {
    setOpen(false)
    if (state.step !== 'sending') setState({ step: 'editing' })
  }

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState({ step: 'sending' })
    try {
      const { message } = await api<{ message: string }>('/api/listing/report', {
        method: 'POST',
        json: { slug, reason: form.get('reason'), details: form.get('details'), email: form.get('email') },
      })
      setState({ step: 'sent', message })
    } catch (error) {
      const known = error instanceof ApiFailure
      setState({
        step: 'failed',
        message: error instanceof Error && error.message ? error.message : t('error'),
        errors: known ? error.errors : {},
      })
    }
  }

  return (
    <>
      <button type="button" className={styles.link} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('link')}
      </button>
      <ModalDialog open={open} onClose={close} title={t('title')} initialFocus={reasonRef}>
        {state.step === 'sent' ? (
          <>
            <p role="status" className={styles.sent}>
              {state.message}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={close} autoFocus>
                {t('close')}
              </button>
            </div>
          </>
        ) : (
          <form className={styles.form} onSubmit={send} noValidate>
            <p className={styles.intro}>{t('intro')}</p>
            <Field id={`${id}-reason`} label={t('reason')} error={errors.reason}>
              {(describedBy) => (
                <select
                  ref={reasonRef}
                  id={`${id}-reason`}
                  name="reason"
                  required
                  defaultValue=""
                  className={styles.input}
                  aria-invalid={Boolean(errors.reason) || undefined}
                  aria-describedby={describedBy}
                >
                  <option value="" disabled>
                    {t('reasonPlaceholder')}
                  </option>
                  {MODERATION_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {reasons(reason)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-details`} label={t('details')} hint={t('detailsHint')} error={errors.details}>
              {(describedBy) => (
                <textarea
                  id={`${id}-details`}
                  name="details"
                  rows={4}
                  className={styles.input}
                  aria-invalid={Boolean(errors.details) || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field id={`${id}-email`} label={t('email')} hint={t('emailHint')} error={errors.email}>
              {(describedBy) => (
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  className={styles.input}
                  aria-invalid={Boolean(errors.email) || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            {state.step === 'failed' && (
              <p role="alert" className={styles.error}>
                {state.message}
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={close}>
                {t('cancel')}
              </button>
              <button type="submit" className={styles.primary} disabled={state.step === 'sending'} aria-busy={state.step === 'sending'}>
                {state.step === 'sending' ? t('sending') : t('submit')}
              </button>
            </div>
          </form>
        )}
      </ModalDialog>
    </>
  )
}

/** A labelled control with its hint and its error below, both read out with it. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  children: (describedBy: string | undefined) => React.ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
