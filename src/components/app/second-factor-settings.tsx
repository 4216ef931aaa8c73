'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { EnrolmentOffer } from '@/components/second-factor/enrolment-offer'
import { RecoveryCodes } from '@/components/second-factor/recovery-codes'
import { api } from '@/lib/client/api'
import { formValues, useSubmission } from '@/lib/client/use-submission'

type Status = { enabled: boolean; required: boolean; enrolledAt: string | null }
type Offer = { token: string; secret: string; qrCode: string }

/**
 * The settings page's two-step login: off → a QR code and secret to scan → the app's first code
 * turns it on and shows the recovery codes once; on → the current password turns it off (staff
 * keep theirs: the page only says since when it is on).
 */
export function SecondFactorSettings() {
  const t = useTranslations('secondFactor')
  const locale = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, fail } = useSubmission(formRef)
  const [status, setStatus] = useState<Status | null>(null)
  const [offer, setOffer] = useState<Offer | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  useEffect(() => {
    api<Status>('/api/user/second-factor').then(setStatus, fail)
  }, [fail])

  const turnOn = async () => {
    start()
    try {
      setOffer(await api<Offer>('/api/user/second-factor/offer', { method: 'POST' }))
    } catch (failure) {
      fail(failure)
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget)
    start()
    try {
      if (offer) {
        const { recoveryCodes: codes } = await api<{ recoveryCodes: string[] }>('/api/user/second-factor/confirm', {
          method: 'POST',
          json: { enrolment: offer.token, code: values.code },
        })
        setOffer(null)
        setRecoveryCodes(codes)
        setStatus({ enabled: true, required: status?.required ?? false, enrolledAt: new Date().toISOString() })
        succeed(t('enabled_done'))
      } else {
        const { message } = await api<{ message: string }>('/api/user/second-factor/off', {
          method: 'POST',
          json: { password: values.password },
        })
        setStatus({ enabled: false, required: false, enrolledAt: null })
        setRecoveryCodes(null)
        succeed(message)
      }
    } catch (failure) {
      fail(failure)
    }
  }

  if (!status) return null
  const since = status.enrolledAt && new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'lv-LV').format(new Date(status.enrolledAt))
  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate data-testid="second-factor-settings">
      <h2>{t('settings_title')}</h2>
      <p>{since ? t('settings_on', { date: since }) : t('settings_off')}</p>
      {status.required && <p>{t('settings_required')}</p>}
      <FormAlert tone={submission.status === 'success' ? 'success' : 'error'}>
        {(submission.status === 'success' || submission.status === 'error') && submission.message}
      </FormAlert>
      {recoveryCodes && <RecoveryCodes title={t('recovery_title')} intro={t('recovery_intro')} codes={recoveryCodes} />}
      {offer && (
        <>
          <p>{t('intro_enrol')}</p>
          <EnrolmentOffer qrCode={offer.qrCode} secret={offer.secret} qrAlt={t('qr_alt')} secretLabel={t('secret')} />
          <Field name="code" label={t('code')} autoComplete="one-time-code" error={submission.errors.code} />
          <div className={formStyles.actions}>
            <SubmitButton busy={submission.status === 'progress'} label={t('submit')} busyLabel={t('progress')} />
          </div>
        </>
      )}
      {!offer && !status.enabled && (
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.button} onClick={turnOn} disabled={submission.status === 'progress'}>
            {t('enable')}
          </button>
        </div>
      )}
      {status.enabled && !status.required && (
        <>
          <Field
            name="password"
            id="second-factor-password"
            type="password"
            label={t('disable_password')}
            autoComplete="current-password"
            error={submission.errors.password}
          />
          <div className={formStyles.actions}>
            <SubmitButton busy={submission.status === 'progress'} label={t('disable')} busyLabel={t('progress')} />
          </div>
        </>
      )}
    </form>
  )
}
