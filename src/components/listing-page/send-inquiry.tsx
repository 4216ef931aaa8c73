'use client'

import { useTranslations } from 'next-intl'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import { Field } from '@/components/forms/field'
import { FieldFrame } from '@/components/forms/field-frame'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { PHONE_MAX } from '@/lib/account/limits'
import { api } from '@/lib/client/api'
import { formValues, useSubmission } from '@/lib/client/use-submission'
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_TRAP_FIELD } from '@/lib/inquiry/limits'

import styles from './send-inquiry.module.css'

/**
 * 'Ask the seller a question': a form that opens in place and sends the buyer's message to the
 * seller by e-mail through the site. On opening it asks for the form's token (pages come from a
 * shared cache, so the page cannot carry a fresh one); a hidden field that people never fill
 * and that token turn scripts away (src/services/inquiries/send-inquiry.ts).
 */
export function SendInquiry({ slug }: { slug: string }) {
  const t = useTranslations('inquiries.form')
  const [open, setOpen] = useState(false)
  const [token, setToken] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, fail } = useSubmission(formRef)
  const id = useId()
  const errors = submission.errors

  useEffect(() => {
    if (!open || token) return
    api<{ token: string }>(`/api/listing/inquiry/token?slug=${encodeURIComponent(slug)}`).then(
      (answer) => setToken(answer.token),
      (error: unknown) => fail(error, t('error')),
    )
  }, [open, token, slug, fail, t])

  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [open])

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    start()
    try {
      const { message } = await api<{ message: string }>('/api/listing/inquiry', {
        method: 'POST',
        json: { ...formValues(event.currentTarget), slug, token },
      })
      succeed(message)
    } catch (error) {
      fail(error)
    }
  }

  if (submission.status === 'success') {
    return (
      <FormAlert tone="success" takeFocus>
        <p>{submission.message}</p>
      </FormAlert>
    )
  }

  if (!open) {
    return (
      <button type="button" className={styles.open} aria-expanded="false" aria-controls={`${id}-form`} onClick={() => setOpen(true)}>
        {t('open')}
      </button>
    )
  }

  const busy = submission.status === 'progress'
  return (
    <form id={`${id}-form`} ref={formRef} className={styles.form} onSubmit={send} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h3>
      <p className={styles.intro}>{t('intro')}</p>
      <Field
        id={`${id}-name`}
        name="name"
        label={t('name')}
        error={errors.name}
        autoComplete="name"
        maxLength={INQUIRY_NAME_MAX}
        required
      />
      <Field id={`${id}-email`} name="email" type="email" label={t('email')} error={errors.email} autoComplete="email" required />
      <Field
        id={`${id}-phone`}
        name="phone"
        type="tel"
        label={t('phone')}
        hint={t('phoneHint')}
        error={errors.phone}
        autoComplete="tel"
        maxLength={PHONE_MAX}
      />
      <FieldFrame id={`${id}-message`} label={t('message')} error={errors.message}>
        {(description) => (
          <textarea
            id={`${id}-message`}
            name="message"
            rows={5}
            maxLength={INQUIRY_MESSAGE_MAX}
            required
            className={formStyles.input}
            {...description}
          />
        )}
      </FieldFrame>
      {/* The bot trap: out of sight and out of the tab order, so only scripts fill it in. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-trap`}>{t('trap')}</label>
        <input id={`${id}-trap`} name={INQUIRY_TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FormAlert tone="error">{submission.status === 'error' && submission.message ? <p>{submission.message}</p> : null}</FormAlert>
      <div className={styles.actions}>
        <SubmitButton busy={busy || !token} label={t('submit')} busyLabel={t('sending')} />
        <button type="button" className={styles.cancel} onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
