'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef, useState } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { SelectField } from '@/components/listing-form/select-field'
import { api } from '@/lib/client/api'
import { type StoredUser, storeUser } from '@/lib/client/stored-user'
import { formValues, useSubmission } from '@/lib/client/use-submission'

type Profile = { first_name: string; last_name: string; phone: string; email: string; locale: string }

/**
 * The profile form. The server checks it and answers with a message per field at fault,
 * which are shown at their fields under the profile's own refusal (docs/product.md#errors). A new e-mail needs
 * the current password, so that field appears once the address is edited; the server's answer
 * then says where the confirmation link went. The language chosen is the one every mail of the
 * site is written in, whichever page the user is on.
 */
export function SettingsForm({ profile, languages }: { profile: Profile; languages: { value: string; label: string }[] }) {
  const t = useTranslations('app.user.settings')
  const fields = useTranslations('app.fields')
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, fail } = useSubmission(formRef)
  const { errors } = submission
  const [newEmail, setNewEmail] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget)
    start()
    try {
      const { user, message } = await api<{ user: StoredUser; message: string }>('/api/user/settings', { method: 'POST', json: values })
      // The header and the rest of the page show the stored user: keep it in step with the profile.
      storeUser(user)
      succeed(message)
    } catch (failure) {
      fail(failure, t('settings_error_message'))
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert tone={submission.status === 'success' ? 'success' : 'error'}>
        {(submission.status === 'success' || submission.status === 'error') && submission.message}
      </FormAlert>
      <div className={formStyles.pair}>
        <Field
          name="first_name"
          label={fields('first_name')}
          defaultValue={profile.first_name}
          autoComplete="given-name"
          error={errors.first_name}
        />
        <Field
          name="last_name"
          label={fields('last_name')}
          defaultValue={profile.last_name}
          autoComplete="family-name"
          error={errors.last_name}
        />
      </div>
      <div className={formStyles.pair}>
        <Field name="phone" type="tel" label={fields('phone')} defaultValue={profile.phone} autoComplete="tel" error={errors.phone} />
        <Field
          name="email"
          type="email"
          label={fields('email')}
          defaultValue={profile.email}
          autoComplete="email"
          inputMode="email"
          error={errors.email}
          onChange={(event) => setNewEmail(event.currentTarget.value.trim().toLowerCase() !== profile.email.toLowerCase())}
        />
      </div>
      <SelectField name="locale" label={t('locale')} options={languages} defaultValue={profile.locale} error={errors.locale} />
      {newEmail && (
        <Field
          name="password"
          type="password"
          label={t('current_password')}
          hint={t('current_password_hint')}
          autoComplete="current-password"
          error={errors.password}
        />
      )}
      <div className={formStyles.actions}>
        <SubmitButton busy={submission.status === 'progress'} label={t('submit')} busyLabel={t('progress')} />
      </div>
    </form>
  )
}
