'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef } from 'react'

import { Field } from '@/components/forms/field'
import { NewPasswordFields } from '@/components/forms/new-password-fields'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { api } from '@/lib/client/api'
import { type FieldErrors, formValues, useSubmission } from '@/lib/client/use-submission'

const MIN_LENGTH = 8

/** Current password, the new one and its repeat (docs/product.md#input-rules); a failure shows the server's message. */
export function PasswordForm() {
  const t = useTranslations('app.user.password')
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, invalid, fail } = useSubmission(formRef)
  const { errors } = submission

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const { password, new_password, new_password_confirm } = formValues(form)
    const problems: FieldErrors = {}
    if (!password) problems.password = t('need_current_password')
    if (!new_password) problems.new_password = t('need_new_password')
    else if (new_password.length < MIN_LENGTH) problems.new_password = t('need_valid_password')
    if (new_password && new_password_confirm !== new_password) problems.new_password_confirm = t('need_password_to_match')
    if (Object.keys(problems).length) return invalid(problems)
    start()
    try {
      await api('/api/user/password', { method: 'POST', json: { password, new_password, new_password_confirm } })
      form.reset()
      succeed(t('password_success_message'))
    } catch (failure) {
      fail(failure)
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert tone={submission.status === 'success' ? 'success' : 'error'}>
        {(submission.status === 'success' || submission.status === 'error') && submission.message}
      </FormAlert>
      <Field name="password" type="password" label={t('current')} autoComplete="current-password" error={errors.password} />
      <NewPasswordFields
        name="new_password"
        confirmName="new_password_confirm"
        label={t('new')}
        confirmLabel={t('new_again')}
        hint={t('hint')}
        errors={errors}
      />
      <div className={formStyles.actions}>
        <SubmitButton busy={submission.status === 'progress'} label={t('submit')} busyLabel={t('progress')} />
      </div>
    </form>
  )
}
