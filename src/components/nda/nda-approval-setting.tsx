'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import formStyles from '@/components/forms/forms.module.css'
import { api } from '@/lib/client/api'
import { useBusyCall } from '@/lib/client/use-busy-call'
import { NDA_APPROVAL_MODES, type NdaApprovalMode } from '@/lib/nda/states'

import styles from './nda.module.css'

/** The seller's choice for one listing: buyers get in at once on accepting the NDA, or each by approval. */
export function NdaApprovalSetting({ listingId, mode }: { listingId: number; mode: NdaApprovalMode }) {
  const t = useTranslations('nda')
  const [chosen, setChosen] = useState(mode)
  const [saved, setSaved] = useState(false)
  const { busy, error, run } = useBusyCall(t('seller.failed'))

  const choose = (next: NdaApprovalMode) =>
    run(async () => {
      setSaved(false)
      await api(`/api/listing/nda/${listingId}/approval`, { method: 'POST', json: { mode: next } })
      setChosen(next)
      setSaved(true)
    })

  return (
    <fieldset className={styles.setting} disabled={busy} aria-busy={busy}>
      <legend className={styles.legend}>{t('seller.mode')}</legend>
      {NDA_APPROVAL_MODES.map((value) => (
        <label key={value} className={styles.choice}>
          <input type="radio" name="nda_approval" value={value} checked={chosen === value} onChange={() => choose(value)} />
          {t(`approvalModes.${value}`)}
        </label>
      ))}
      <p role="status" className={styles.note}>
        {saved ? t('seller.modeSaved') : ''}
      </p>
      {error && (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
