'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useRef } from 'react'

import { Field } from '@/components/forms/field'
import { NewPasswordFields } from '@/components/forms/new-password-fields'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { Link, useRouter } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { api } from '@/lib/client/api'
import { requiredErrors } from '@/lib/client/required'
import { startClientSession } from '@/lib/client/session'
import type { StoredUser } from '@/lib/client/stored-user'
import { formValues, useSubmission } from '@/lib/client/use-submission'

import styles from './auth.module.css'

type SignUpAnswer = { message: string; user?: StoredUser }

const FIELDS = ['first_name', 'last_name', 'phone', 'email', 'password', 'password_confirm'] as const

/**
 * The sign-up form, with an invitation code when the link had one. An invitee signing up with
 * the invited address is logged in at once and goes to the seller's area; everyone else is
 * asked to confirm their e-mail (docs/product.md#states).
 */
export function SignupForm({ code }: { code?: string }) {
  const t = useTranslations('auth')
  const locale = useLocale() as Locale
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, invalid, fail } = useSubmission(formRef)
  const { errors } = submission

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget)
    const problems = requiredErrors(values, {
      first_name: t('first_name_empty_error'),
      last_name: t('last_name_empty_error'),
      phone: t('phone_empty_error'),
      email: t('email_empty_error'),
      password: t('password_empty_error'),
      password_confirm: t('password_confirm_empty_error'),
    })
    if (!problems.password_confirm && values.password_confirm !== values.password) problems.password_confirm = t('password_confirm_error')
    if (Object.keys(problems).length) return invalid(problems)
    start()
    try {
      const path = code ? `/api/user/signup/${encodeURIComponent(code)}` : '/api/user/signup'
      const answer = await api<SignUpAnswer>(path, { method: 'POST', json: Object.fromEntries(FIELDS.map((name) => [name, values[name]])) })
      if (answer.user) {
        startClientSession(answer.user, locale)
        router.push('/app')
      } else {
        succeed(answer.message)
      }
    } catch (failure) {
      fail(failure)
    }
  }

  if (submission.status === 'success') {
    return (
      <div className={styles.done}>
        <FormAlert tone="success" takeFocus>
          <p>
            <strong>{t('signup.success_title')}</strong>
          </p>
          <p>{submission.message}</p>
        </FormAlert>
        <Link href="/login">{t('signup.login')}</Link>
      </div>
    )
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      {code && <FormAlert tone="info">{t('signup.invited')}</FormAlert>}
      <FormAlert tone="error">{submission.status === 'error' && submission.message}</FormAlert>
      <div className={formStyles.pair}>
        <Field name="first_name" label={t('fields.first_name')} autoComplete="given-name" error={errors.first_name} />
        <Field name="last_name" label={t('fields.last_name')} autoComplete="family-name" error={errors.last_name} />
      </div>
      <div className={formStyles.pair}>
        <Field name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" error={errors.phone} />
        <Field name="email" type="email" label={t('fields.email')} autoComplete="email" inputMode="email" error={errors.email} />
      </div>
      <div className={formStyles.pair}>
        <NewPasswordFields
          name="password"
          confirmName="password_confirm"
          label={t('fields.password')}
          confirmLabel={t('fields.password_confirm')}
          hint={t('password_hint')}
          errors={errors}
        />
      </div>
      <p className={styles.note}>
        <Link href="/lietosanas-noteikumi">{t('signup.terms')}</Link>
      </p>
      <SubmitButton busy={submission.status === 'progress'} label={t('signup.submit')} busyLabel={t('signup.progress')} wide />
      <div className={styles.links}>
        <p>
          {t('signup.have_account')} <Link href="/login">{t('signup.login')}</Link>
        </p>
      </div>
    </form>
  )
}
