'use client'

import { useRouter as usePathRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useRef, useState } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { EnrolmentOffer } from '@/components/second-factor/enrolment-offer'
import { RecoveryCodes } from '@/components/second-factor/recovery-codes'
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

type Offer = { token: string; secret: string; qrCode: string }
/** The second step a login answer asked for: the app's code, or (staff, the first time) setting the app up. */
type SecondStep = { kind: 'code' | 'enrol'; offer?: Offer }

/** The second step a refused login asks for, if it is one. */
function secondStepOf(failure: unknown, current: SecondStep | null): SecondStep | null {
  if (!(failure instanceof ApiFailure)) return null
  const { secondFactor, enrolment } = failure.body as { secondFactor?: SecondStep['kind']; enrolment?: Offer }
  if (secondFactor !== 'code' && secondFactor !== 'enrol') return null
  return { kind: secondFactor, offer: enrolment ?? current?.offer }
}

/**
 * E-mail and password, then the second factor where the account has one (its code; staff set
 * theirs up at their first login and see their recovery codes once); after login back to the
 * page the login was asked from (?next=, saving the listing a visitor's heart named in ?save=),
 * else the remembered /app page, else home (docs/product.md#states).
 */
export function LoginForm() {
  const t = useTranslations('auth')
  const t2 = useTranslations('secondFactor')
  const locale = useLocale() as Locale
  const router = useRouter()
  const pathRouter = usePathRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, invalid, fail, reset } = useSubmission(formRef)
  const { errors } = submission
  const [credentials, setCredentials] = useState({ email: '', password: '' })
  const [step, setStep] = useState<SecondStep | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  const goOn = async () => {
    const asked = takeLoginReturn(window.location.search)
    // The login stands whether or not the listing can still be saved (it may have been taken down meanwhile).
    if (asked.save !== null) await saveListing(asked.save).catch(() => undefined)
    const back = asked.next ?? takeAppRedirect()
    if (back) pathRouter.push(back)
    else router.push('/')
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget)
    const given = step ? credentials : { email: values.email.trim(), password: values.password }
    const missing = step
      ? requiredErrors(values, { code: t2('code_empty') })
      : requiredErrors(values, { email: t('email_empty_error'), password: t('password_empty_error') })
    if (Object.keys(missing).length) return invalid(missing)
    start()
    try {
      const answer = await api<{ user: StoredUser; recoveryCodes?: string[] }>('/api/authenticate', {
        method: 'POST',
        json: { username: given.email, password: given.password, code: step ? values.code : undefined, enrolment: step?.offer?.token },
        login: true,
      })
      startClientSession(answer.user, locale)
      if (answer.recoveryCodes?.length) setRecoveryCodes(answer.recoveryCodes)
      else await goOn()
    } catch (failure) {
      const next = secondStepOf(failure, step)
      if (next) {
        setCredentials(given)
        setStep(next)
        // Asking for the code is the next step, not a mistake; a wrong code or an expired offer is.
        if (!step) return reset()
      }
      // The login screen shows the answer's `error` (docs/product.md#errors), already in the page's language.
      fail(failure, failure instanceof ApiFailure ? failure.code : undefined)
    }
  }

  if (recoveryCodes)
    return (
      <div className={formStyles.form}>
        <RecoveryCodes title={t2('recovery_title')} intro={t2('recovery_intro')} codes={recoveryCodes} />
        <button type="button" className={`${formStyles.button} ${formStyles.wide}`} onClick={goOn}>
          {t2('continue')}
        </button>
      </div>
    )

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate key={step ? 'second-step' : 'password'}>
      <FormAlert tone="error">{submission.status === 'error' && submission.message}</FormAlert>
      {step ? (
        <>
          <h2>{step.kind === 'enrol' ? t2('title_enrol') : t2('title_code')}</h2>
          <p>{step.kind === 'enrol' ? t2('intro_enrol') : t2('intro_code')}</p>
          {step.kind === 'enrol' && step.offer && (
            <EnrolmentOffer qrCode={step.offer.qrCode} secret={step.offer.secret} qrAlt={t2('qr_alt')} secretLabel={t2('secret')} />
          )}
          <Field name="code" label={t2('code')} autoComplete="one-time-code" inputMode="text" error={errors.code} />
          <SubmitButton busy={submission.status === 'progress'} label={t2('submit')} busyLabel={t2('progress')} wide />
        </>
      ) : (
        <>
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
        </>
      )}
    </form>
  )
}
