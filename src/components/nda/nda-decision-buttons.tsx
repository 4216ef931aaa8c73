'use client'

import { useTranslations } from 'next-intl'

import formStyles from '@/components/forms/forms.module.css'
import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/client/api'
import { useBusyCall } from '@/lib/client/use-busy-call'
import type { NdaDecision, NdaState } from '@/lib/nda/states'

import styles from './nda.module.css'

/** What the seller may do in each state (the server checks the same: src/services/nda/decide-nda.ts). */
const OFFERED: Record<NdaState, NdaDecision[]> = {
  pending: ['approve', 'decline'],
  granted: ['revoke'],
  declined: ['approve'],
  revoked: ['approve'],
}

/** Approve, decline or revoke one buyer; the list is read again from the server after. */
export function NdaDecisionButtons({
  listingId,
  buyerId,
  state,
  name,
}: {
  listingId: number
  buyerId: number
  state: NdaState
  name: string
}) {
  const t = useTranslations('nda.seller')
  const router = useRouter()
  const { busy, error, run } = useBusyCall(t('failed'))

  const decide = (decision: NdaDecision) =>
    run(async () => {
      const path = `/api/listing/nda/${listingId}/${buyerId}`
      await (decision === 'revoke' ? api(path, { method: 'DELETE' }) : api(`${path}/${decision}`, { method: 'POST' }))
      router.refresh()
    })

  return (
    <div className={styles.decisions}>
      {OFFERED[state].map((decision) => (
        <button
          key={decision}
          type="button"
          className={decision === 'approve' ? styles.approve : styles.refuse}
          onClick={() => decide(decision)}
          disabled={busy}
          aria-busy={busy}
          aria-label={`${t(decision)}: ${name}`}
        >
          {busy ? t('working') : t(decision)}
        </button>
      ))}
      {error && (
        <span role="alert" className={formStyles.error}>
          {error}
        </span>
      )}
    </div>
  )
}
