'use client'

import { type FormEvent, useState } from 'react'

import { EnrolmentOffer } from '@/components/second-factor/enrolment-offer'
import { RecoveryCodes } from '@/components/second-factor/recovery-codes'

type Texts = Record<
  | 'email'
  | 'password'
  | 'login'
  | 'forgot'
  | 'failed'
  | 'titleCode'
  | 'introCode'
  | 'titleEnrol'
  | 'introEnrol'
  | 'qrAlt'
  | 'secret'
  | 'code'
  | 'submit'
  | 'progress'
  | 'back'
  | 'recoveryTitle'
  | 'recoveryIntro'
  | 'continue',
  string
>

type Offer = { token: string; secret: string; qrCode: string }
type Stage = 'password' | 'code' | 'enrol' | 'recovery'
type Answer = { secondFactor?: 'code' | 'enrol'; enrolment?: Offer; recoveryCodes?: string[]; errors?: { message?: string }[] }

/** One of the panel's text inputs, in Payload's own markup so the panel's styles apply. */
function PanelInput({ name, label, type = 'text', autoComplete }: { name: string; label: string; type?: string; autoComplete: string }) {
  return (
    <div className={`field-type ${type === 'password' ? 'password' : 'text'}`}>
      <label className="field-label" htmlFor={`field-${name}`}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input id={`field-${name}`} name={name} type={type} autoComplete={autoComplete} required />
      </div>
    </div>
  )
}

/**
 * The panel's login, step by step: e-mail and password; then the code (or, the first time, the
 * setup of the authenticator app) when the answer asks for it; then, after a setup, the recovery
 * codes shown once. The session cookie comes with the last answer only.
 */
export function PanelLogin({ next, locale, forgotHref, texts }: { next: string; locale: 'lv' | 'en'; forgotHref: string; texts: Texts }) {
  const [stage, setStage] = useState<Stage>('password')
  const [credentials, setCredentials] = useState({ email: '', password: '' })
  const [offer, setOffer] = useState<Offer | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const given =
      stage === 'password' ? { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') } : credentials
    const code = stage === 'password' ? undefined : String(form.get('code') ?? '')
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`/api/users/login?locale=${locale}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...given, code, enrolment: stage === 'enrol' ? offer?.token : undefined }),
      })
      const answer = ((await response.json().catch(() => null)) ?? {}) as Answer
      if (response.ok) {
        if (answer.recoveryCodes?.length) {
          setRecoveryCodes(answer.recoveryCodes)
          setStage('recovery')
        } else window.location.assign(next)
        return
      }
      const message = answer.errors?.[0]?.message ?? texts.failed
      if (answer.secondFactor) {
        setCredentials(given)
        if (answer.enrolment) setOffer(answer.enrolment)
        // The first answer of a step is its request for a code, not a mistake; after that it says what went wrong.
        if (stage === answer.secondFactor || answer.enrolment) setError(stage === 'password' ? null : message)
        setStage(answer.secondFactor)
      } else setError(message)
    } catch {
      setError(texts.failed)
    } finally {
      setBusy(false)
    }
  }

  const restart = () => {
    setStage('password')
    setOffer(null)
    setError(null)
  }

  if (stage === 'recovery')
    return (
      <div className="login__form">
        <RecoveryCodes title={texts.recoveryTitle} intro={texts.recoveryIntro} codes={recoveryCodes} />
        <button type="button" className="btn btn--style-primary btn--size-large" onClick={() => window.location.assign(next)}>
          {texts.continue}
        </button>
      </div>
    )

  return (
    <form className="login__form" onSubmit={onSubmit} noValidate key={stage}>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {stage === 'password' ? (
        <div className="login__form__inputWrap">
          <PanelInput name="email" label={texts.email} type="email" autoComplete="email" />
          <PanelInput name="password" label={texts.password} type="password" autoComplete="current-password" />
        </div>
      ) : (
        <div className="login__form__inputWrap">
          <h2>{stage === 'enrol' ? texts.titleEnrol : texts.titleCode}</h2>
          <p>{stage === 'enrol' ? texts.introEnrol : texts.introCode}</p>
          {stage === 'enrol' && offer && (
            <EnrolmentOffer qrCode={offer.qrCode} secret={offer.secret} qrAlt={texts.qrAlt} secretLabel={texts.secret} />
          )}
          <PanelInput name="code" label={texts.code} autoComplete="one-time-code" />
        </div>
      )}
      {stage === 'password' ? (
        <a href={forgotHref}>{texts.forgot}</a>
      ) : (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={restart}>
          {texts.back}
        </button>
      )}
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy} aria-busy={busy}>
        {busy ? texts.progress : stage === 'password' ? texts.login : texts.submit}
      </button>
    </form>
  )
}
