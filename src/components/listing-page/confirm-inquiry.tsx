'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import authStyles from '@/components/account/auth.module.css'
import { FormAlert } from '@/components/forms/form-alert'
import { api } from '@/lib/client/api'

type Result = { tone: 'success' | 'error'; message: string }

/**
 * Confirms a buyer's inquiry on load, from the link mailed to them, and says what the call
 * answered: a script reading the mail's links without running the page confirms nothing.
 */
export function ConfirmInquiry({ code }: { code: string }) {
  const t = useTranslations('inquiries')
  const [result, setResult] = useState<Result | null>(null)
  // React's development double effect must not send it twice (a second send would only say the same).
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    api<{ message: string }>('/api/listing/inquiry/confirm', { method: 'POST', json: { code } }).then(
      (answer) => setResult({ tone: 'success', message: answer.message }),
      (error: unknown) => setResult({ tone: 'error', message: error instanceof Error ? error.message : t('confirmInvalid') }),
    )
  }, [code, t])

  if (!result) {
    return (
      <p className={authStyles.checking} role="status">
        <span className={authStyles.spinner} aria-hidden="true" />
        {t('confirmPage.progress')}
      </p>
    )
  }
  return (
    <div className={authStyles.done}>
      <FormAlert tone={result.tone} takeFocus>
        {result.message}
      </FormAlert>
    </div>
  )
}
