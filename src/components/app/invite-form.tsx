'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { api, ApiFailure } from '@/lib/client/api'
import { requiredErrors } from '@/lib/client/required'
import { formValues, useSubmission } from '@/lib/client/use-submission'

/** Invites someone to the site by e-mail; a failure shows the invite's own refusal with the field's (docs/product.md#errors). */
export function InviteForm() {
  const t = useTranslations('app.user.invite')
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, invalid, fail } = useSubmission(formRef)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = formValues(form)
    const missing = requiredErrors(values, { email: t('need_email') })
    if (Object.keys(missing).length) return invalid(missing)
    start()
    try {
      await api('/api/user/invite', { method: 'POST', json: { email: values.email.trim() } })
      form.reset()
      succeed(t('success'))
    } catch (failure) {
      // Without a field at fault the server's reason (the day's limit, …) is worth saying too.
      const reason = failure instanceof ApiFailure && Object.keys(failure.errors).length === 0 ? failure.message : ''
      fail(failure, [t('error_message'), reason].filter(Boolean).join(' '))
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert tone={submission.status === 'success' ? 'success' : 'error'}>
        {(submission.status === 'success' || submission.status === 'error') && submission.message}
      </FormAlert>
      <Field name="email" type="email" label={t('email')} autoComplete="off" inputMode="email" error={submission.errors.email} />
      <div className={formStyles.actions}>
        <SubmitButton busy={submission.status === 'progress'} label={t('submit')} busyLabel={t('progress')} />
      </div>
    </form>
  )
}
