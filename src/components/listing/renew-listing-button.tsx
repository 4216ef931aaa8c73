'use client'

import { useState } from 'react'

import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/client/api'
import { isRenewable } from '@/lib/listing-renewal'
import { fillTemplate } from '@/lib/text/fill-template'

import styles from './renew-listing-button.module.css'

export type RenewLabels = {
  renew: string
  renewing: string
  /** 'Renew the listing “{title}”': the button's name where several stand in a list. */
  renewListing: string
  unexpected: string
}

type Props = {
  listingId: number
  title: string
  /** The listing's current expiry (ISO); the button shows only once it may be renewed. */
  expiry: string
  labels: RenewLabels
  /** Told the new expiry; without it the page is refreshed from the server. */
  onRenewed?: (expiry: string) => void
}

/**
 * Renews a listing for another lifetime (POST /api/listing/renew/{id}), offered in its last 30
 * days and after it ended: on the edit screen and in "my listings". A refusal is shown beside
 * the button; a 401 logs out (lib/client/api).
 */
export function RenewListingButton({ listingId, title, expiry, labels, onRenewed }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!isRenewable(expiry)) return null

  const renew = async () => {
    setBusy(true)
    setError('')
    try {
      const renewed = await api<{ expiry_date: string }>(`/api/listing/renew/${listingId}`, { method: 'POST' })
      if (onRenewed) onRenewed(renewed.expiry_date)
      else router.refresh()
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : labels.unexpected)
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className={styles.renew}>
      <button
        type="button"
        className={styles.button}
        onClick={renew}
        disabled={busy}
        aria-busy={busy}
        aria-label={busy ? undefined : fillTemplate(labels.renewListing, { title })}
      >
        {busy ? labels.renewing : labels.renew}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  )
}
