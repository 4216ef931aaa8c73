'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { NewPasswordFields } from '@/components/forms/new-password-fields'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { Link, useRouter } from '@/i18n/navigation'
import { api } from '@/lib/client/api'
import { type FieldErrors, formValues, useSubmission } from '@/lib/client/use-submission'

import styles from './auth.module.css'

const MIN_LENGTH = 8

/** Sets a new password with the e-mailed code: the code is checked first, an invalid one goes to login (docs/product.md#states). */
export function ResetPasswordForm({ code }: { code: string }) {
  const t = useTranslations('auth')
  const router = useRouter()
  const [checked, setChecked] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, invalid, fail } = useSubmission(formRef)
  const { errors } = submission
  const path = `/api/user/reset/${encodeURIComponent(code)}`

  useEffect(() => {
    let current = true
    api(path).then(
      () => current && setChecked(true),
      () => current && router.replace('/login'),
    )
    return () => {
      current = false
    }
  }, [path, router])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { password, password_confirm } = formValues(event.currentTarget)
    const problems: FieldErrors = {}
    if (!password) problems.password = t('password_error')
    else if (password.length < MIN_LENGTH) problems.password = t('password_length_error')
    if (password && password_confirm !== password) problems.password_confirm = t('password_confirm_error')
    if (Object.keys(problems).length) return invalid(problems)
    start()
    try {
      const answer = await api<{ message: string }>(path, { method: 'POST', json: { password, password_confirm } })
      succeed(answer.message)
    } catch (failure) {
      fail(failure)
    }
  }

  if (!checked) {
    return (
      <p className={styles.checking} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('reset.checking')}
      </p>
    )
  }

  if (submission.status === 'success') {
    return (
      <div className={styles.done}>
        <FormAlert tone="success" takeFocus>
          {submission.message}
        </FormAlert>
        <Link href="/login" className={formStyles.button}>
          {t('reset.login')}
        </Link>
      </div>
    )
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert tone="error">{submission.status === 'error' && submission.message}</FormAlert>
      <NewPasswordFields
        name="password"
        confirmName="password_confirm"
        label={t('reset.password')}
        confirmLabel={t('reset.password_confirm')}
        hint={t('password_hint')}
        errors={errors}
      />
      <SubmitButton busy={submission.status === 'progress'} label={t('reset.submit')} busyLabel={t('reset.progress')} wide />
    </form>
  )
}
