'use client'

import { useTranslations } from 'next-intl'

import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/client/api'
import { useBusyCall } from '@/lib/client/use-busy-call'
import { isRenewable } from '@/lib/listings/listing-renewal'

import styles from './renew-listing-button.module.css'

type Props = {
  listingId: number
  title: string
  /** The listing's current expiry (ISO); the button shows only once it may be renewed. */
  expiry: string
  /** Told the new expiry; without it the page is refreshed from the server. */
  onRenewed?: (expiry: string) => void
}

/**
 * Renews a listing for another lifetime (POST /api/listing/renew/{id}), offered in its last 30
 * days and after it ended: on the edit screen and in "my listings". A refusal is shown beside
 * the button; a 401 logs out (lib/client/api). Its texts are listingForm's.
 */
export function RenewListingButton({ listingId, title, expiry, onRenewed }: Props) {
  const t = useTranslations('listingForm')
  const router = useRouter()
  const { busy, error, run } = useBusyCall(t('unexpected'))
  if (!isRenewable(expiry)) return null

  const renew = () =>
    run(async () => {
      const renewed = await api<{ expiry_date: string }>(`/api/listing/renew/${listingId}`, { method: 'POST' })
      if (onRenewed) onRenewed(renewed.expiry_date)
      else router.refresh()
    })

  return (
    <span className={styles.renew}>
      <button
        type="button"
        className={styles.button}
        onClick={renew}
        disabled={busy}
        aria-busy={busy}
        // The button's name says which listing, where several stand in a list.
        aria-label={busy ? undefined : t('renewListing', { title })}
      >
        {busy ? t('renewing') : t('renew')}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  )
}
