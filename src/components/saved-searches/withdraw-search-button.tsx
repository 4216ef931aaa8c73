'use client'

import { useTranslations } from 'next-intl'

import { RemoveButton } from '@/components/ui/remove-button'
import { api } from '@/lib/client/api'

/** Withdraws one of the person's saved searches (DELETE /api/saved-searches/{id}): no more digests for it. */
export function WithdrawSearchButton({ id, description }: { id: number; description: string }) {
  const t = useTranslations('savedSearches.app')
  return (
    <RemoveButton
      remove={() => api(`/api/saved-searches/${id}`, { method: 'DELETE' })}
      label={t('remove')}
      busyLabel={t('removing')}
      accessibleLabel={t('removeLabel', { description })}
      failed={t('unexpected')}
    />
  )
}
