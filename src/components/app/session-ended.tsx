'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { endExpiredSession } from '@/lib/client/session'

/** Shown instead of a private page when the server knows no session: off to login, and back after it. */
export function SessionEnded() {
  const t = useTranslations('app')
  useEffect(() => endExpiredSession(), [])
  return (
    <p role="status" className="visually-hidden">
      {t('session_ended')}
    </p>
  )
}
