'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/client/api'

import styles from './auth.module.css'

/** Confirms the address on load (docs/product.md#screens) and says how it went. */
export function ConfirmEmail({ code }: { code: string }) {
  const t = useTranslations('auth')
  const [result, setResult] = useState<'progress' | 'confirmed' | 'failed'>('progress')
  // A code works once: React's development double effect must not spend it twice.
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    api(`/api/user/confirm/${encodeURIComponent(code)}`).then(
      () => setResult('confirmed'),
      () => setResult('failed'),
    )
  }, [code])

  if (result === 'progress') {
    return (
      <p className={styles.checking} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('confirm.progress')}
      </p>
    )
  }
  return (
    <div className={styles.done}>
      <FormAlert tone={result === 'confirmed' ? 'success' : 'error'} takeFocus>
        {result === 'confirmed' ? t('confirm_email_success_message') : t('confirm_email_error_message')}
      </FormAlert>
      {result === 'confirmed' && (
        <Link href="/login" className={formStyles.button}>
          {t('confirm.login')}
        </Link>
      )}
    </div>
  )
}
