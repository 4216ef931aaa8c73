'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { RenewListingButton } from '@/components/listing/renew-listing-button'
import { formatDate } from '@/lib/format/riga-date-time'
import { isRenewable, renewableFrom } from '@/lib/listings/listing-renewal'
import type { ModerationReason } from '@/lib/moderation/reasons'

import { DeleteListing } from './delete-listing'
import styles from './listing-side.module.css'

type Props = {
  listingId: number
  title: string
  expiry: string
  hidden: boolean
  /** Why staff hid it, and where to object (shown while it is hidden). */
  moderation: { reason: ModerationReason | null; note: string | null; contestAddress: string }
  lifetimeDays: number
}

/**
 * Beside the edit form (docs/product.md#listing-form): until when the listing is active, renewal once it is near its end
 * or over, and the delete link with its confirmation.
 */
export function ListingLifetime({ listingId, title, expiry: initialExpiry, hidden, moderation, lifetimeDays }: Props) {
  const t = useTranslations('listingForm')
  const reasons = useTranslations('moderation.reasons')
  const [expiry, setExpiry] = useState(initialExpiry)
  const [renewed, setRenewed] = useState(false)
  // eslint-disable-next-line react-hooks/purity -- ended or not is read at each render; a later render rightly says later.
  const ended = new Date(expiry).getTime() <= Date.now()
  const date = formatDate(expiry)

  return (
    <section className={styles.card} aria-labelledby="listing-lifetime">
      <p id="listing-lifetime" className={ended ? styles.ended : styles.active} role="status">
        {renewed ? t('renewed', { date }) : t(ended ? 'expiredOn' : 'activeUntil', { date })}
      </p>
      {hidden && (
        <div className={styles.hidden} data-testid="moderation-statement">
          <p>{t('hidden')}</p>
          {moderation.reason && <p>{t('hiddenReason', { reason: reasons(moderation.reason) })}</p>}
          {moderation.note && <p>{t('hiddenNote', { note: moderation.note })}</p>}
          <p>{t('hiddenContest', { address: moderation.contestAddress })}</p>
        </div>
      )}
      <RenewListingButton
        listingId={listingId}
        title={title}
        expiry={expiry}
        onRenewed={(next) => {
          setExpiry(next)
          setRenewed(true)
        }}
      />
      <p className={styles.muted}>
        {isRenewable(expiry) ? t('renewHint', { days: lifetimeDays }) : t('renewFrom', { date: formatDate(renewableFrom(expiry)) })}
      </p>
      <DeleteListing listingId={listingId} />
    </section>
  )
}
