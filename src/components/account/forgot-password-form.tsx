'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/client/api'
import { requiredErrors } from '@/lib/client/required'
import { formValues, useSubmission } from '@/lib/client/use-submission'

import styles from './auth.module.css'

/**
 * Asks for a reset link. On failure the banner shows the message and the button stays in its
 * progress state (docs/product.md#errors) until the address is edited, so the same request is not
 * simply sent again.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('auth')
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, invalid, fail, reset } = useSubmission(formRef)
  const failed = submission.status === 'error' && Boolean(submission.message)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget)
    const missing = requiredErrors(values, { email: t('email_empty_error') })
    if (Object.keys(missing).length) return invalid(missing)
    start()
    try {
      const answer = await api<{ message: string }>('/api/user/reset', { method: 'POST', json: { email: values.email.trim() } })
      succeed(answer.message)
    } catch (failure) {
      fail(failure)
    }
  }

  if (submission.status === 'success') {
    return (
      <div className={styles.done}>
        <FormAlert tone="success" takeFocus>
          {submission.message}
        </FormAlert>
        <Link href="/login">{t('forgot.back')}</Link>
      </div>
    )
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert tone="error">{failed && submission.message}</FormAlert>
      <Field
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        inputMode="email"
        error={submission.errors.email}
        onChange={failed ? reset : undefined}
      />
      <SubmitButton busy={submission.status === 'progress' || failed} label={t('forgot.submit')} busyLabel={t('forgot.progress')} wide />
      <div className={styles.links}>
        <p>
          <Link href="/login">{t('forgot.back')}</Link>
        </p>
      </div>
    </form>
  )
}
