'use client'

import { useTranslations } from 'next-intl'

import { RemoveButton } from '@/components/ui/remove-button'
import { api } from '@/lib/client/api'

/** Ends one of the person's other sessions (DELETE /api/user/sessions/{id}): that browser is signed out at once. */
export function EndSessionButton({ id, device }: { id: string; device: string }) {
  const t = useTranslations('app.user.sessions')
  return (
    <RemoveButton
      remove={() => api(`/api/user/sessions/${id}`, { method: 'DELETE' })}
      label={t('end')}
      busyLabel={t('ending')}
      accessibleLabel={t('end_label', { device })}
      failed={t('failed')}
    />
  )
}

/** Signs the person out everywhere but here (DELETE /api/user/sessions). */
export function EndOtherSessionsButton() {
  const t = useTranslations('app.user.sessions')
  return (
    <RemoveButton
      remove={() => api('/api/user/sessions', { method: 'DELETE' })}
      label={t('end_others')}
      busyLabel={t('ending_others')}
      accessibleLabel={t('end_others')}
      failed={t('failed')}
    />
  )
}
