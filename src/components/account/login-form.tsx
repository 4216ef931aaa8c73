'use client'

import { useRouter as usePathRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useRef } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { Link, useRouter } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { api, ApiFailure } from '@/lib/client/api'
import { takeAppRedirect } from '@/lib/client/app-redirect'
import { saveListing } from '@/lib/client/favourites'
import { takeLoginReturn } from '@/lib/client/login-return'
import { requiredErrors } from '@/lib/client/required'
import { startClientSession } from '@/lib/client/session'
import type { StoredUser } from '@/lib/client/stored-user'
import { formValues, useSubmission } from '@/lib/client/use-submission'

import styles from './auth.module.css'

/**
 * E-mail and password; after login back to the page the login was asked from (?next=, saving
 * the listing a visitor's heart named in ?save=), else the remembered /app page, else home
 * (docs/product.md#states).
 */
export function LoginForm() {
  const t = useTranslations('auth')
  const locale = useLocale() as Locale
  const router = useRouter()
  const pathRouter = usePathRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, invalid, fail } = useSubmission(formRef)
  const { errors } = submission

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget)
    const missing = requiredErrors(values, { email: t('email_empty_error'), password: t('password_empty_error') })
    if (Object.keys(missing).length) return invalid(missing)
    start()
    try {
      const { user } = await api<{ user: StoredUser }>('/api/authenticate', {
        method: 'POST',
        json: { username: values.email.trim(), password: values.password },
        login: true,
      })
      startClientSession(user, locale)
      const asked = takeLoginReturn(window.location.search)
      // The login stands whether or not the listing can still be saved (it may have been taken down meanwhile).
      if (asked.save !== null) await saveListing(asked.save).catch(() => undefined)
      const remembered = takeAppRedirect()
      const back = asked.next ?? remembered
      if (back) pathRouter.push(back)
      else router.push('/')
    } catch (failure) {
      // The login screen shows the answer's `error` (docs/product.md#errors), already in the page's language.
      fail(failure, failure instanceof ApiFailure ? failure.code : undefined)
    }
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormAlert tone="error">{submission.status === 'error' && submission.message}</FormAlert>
      <Field name="email" type="email" label={t('fields.email')} autoComplete="username" inputMode="email" error={errors.email} />
      <Field name="password" type="password" label={t('fields.password')} autoComplete="current-password" error={errors.password} />
      <Link href="/forgot-password" className={styles.inlineLink}>
        {t('login.forgot')}
      </Link>
      <SubmitButton busy={submission.status === 'progress'} label={t('login.submit')} busyLabel={t('login.progress')} wide />
      <div className={styles.links}>
        <p>
          {t('login.no_account')} <Link href="/signup">{t('login.signup')}</Link>
        </p>
      </div>
    </form>
  )
}
