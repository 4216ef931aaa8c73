'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { localePath } from '@/i18n/routing'
import { api, ApiFailure } from '@/lib/client/api'
import { failureText } from '@/lib/client/failure-text'
import { logout } from '@/lib/client/logout'
import { pageLocale } from '@/lib/client/page-locale'
import { formValues, type Submission, useSubmission } from '@/lib/client/use-submission'

import styles from './app.module.css'

/** POSTs the password to the export call and saves the ZIP it answers with; a refusal is an ApiFailure. */
async function downloadExport(password: string): Promise<void> {
  const response = await fetch(`/api/user/export?locale=${pageLocale()}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password }),
  })
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null
    throw new ApiFailure(failureText(data, response.statusText), response.status, data?.errors ?? {}, undefined)
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'bizness-dati.zip'
  const url = URL.createObjectURL(await response.blob())
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  URL.revokeObjectURL(url)
}

/** The end of both forms: the outcome, the password again and the button. */
function PasswordStep({ id, submission, label, busyLabel }: { id: string; submission: Submission; label: string; busyLabel: string }) {
  const t = useTranslations('app.user.data')
  return (
    <>
      <FormAlert tone={submission.status === 'success' ? 'success' : 'error'}>
        {(submission.status === 'success' || submission.status === 'error') && submission.message}
      </FormAlert>
      <Field
        // Not "password": the settings form above owns that name (its e-mail change asks for it).
        name="current_password"
        id={id}
        type="password"
        label={t('password')}
        autoComplete="current-password"
        error={submission.errors.password}
      />
      <div className={formStyles.actions}>
        <SubmitButton busy={submission.status === 'progress'} label={label} busyLabel={busyLabel} />
      </div>
    </>
  )
}

/** 'Export my data': the password again, then the ZIP of everything the site holds about the person. */
export function ExportMyData() {
  const t = useTranslations('app.user.data')
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, invalid, fail } = useSubmission(formRef)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const { current_password: password } = formValues(form)
    if (!password) return invalid({ password: t('need_password') })
    start()
    try {
      await downloadExport(password)
      form.reset()
      succeed(t('export_done'))
    } catch (failure) {
      fail(failure)
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="export-title">
      <h2 id="export-title" className={styles.panelTitle}>
        {t('export_title')}
      </h2>
      <p>{t('export_intro')}</p>
      <PasswordStep id="export-password" submission={submission} label={t('export_submit')} busyLabel={t('export_progress')} />
    </form>
  )
}

const ERASED = ['erase_items_1', 'erase_items_2', 'erase_items_3', 'erase_items_4', 'erase_items_5'] as const

/** 'Delete my account': says what goes, asks for the password and a last confirmation, then leaves for the home page. */
export function DeleteMyAccount() {
  const t = useTranslations('app.user.data')
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, invalid, fail } = useSubmission(formRef)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { current_password: password } = formValues(event.currentTarget)
    if (!password) return invalid({ password: t('need_password') })
    if (!window.confirm(t('erase_confirm'))) return
    start()
    try {
      await api('/api/user/delete', { method: 'POST', json: { password } })
      await logout()
      window.location.assign(localePath('/', pageLocale()))
    } catch (failure) {
      fail(failure)
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="erase-title">
      <h2 id="erase-title" className={styles.panelTitle}>
        {t('erase_title')}
      </h2>
      <p>{t('erase_intro')}</p>
      <ul>
        {ERASED.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>
        <strong>{t('erase_warning')}</strong>
      </p>
      <PasswordStep id="erase-password" submission={submission} label={t('erase_submit')} busyLabel={t('erase_progress')} />
    </form>
  )
}
