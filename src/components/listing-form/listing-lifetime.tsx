'use client'

import { useState } from 'react'

import { RenewListingButton } from '@/components/listing/renew-listing-button'
import { formatDate } from '@/lib/format/riga-date-time'
import { isRenewable, renewableFrom } from '@/lib/listing-renewal'
import { fillTemplate } from '@/lib/text/fill-template'

import { DeleteListing } from './delete-listing'
import type { ListingFormLabels } from './labels'
import styles from './listing-side.module.css'

type Props = {
  listingId: number
  title: string
  expiry: string
  hidden: boolean
  lifetimeDays: number
  labels: ListingFormLabels
}

/**
 * Beside the edit form (spec): until when the listing is active, renewal once it is near its end
 * or over, and the delete link with its confirmation.
 */
export function ListingLifetime({ listingId, title, expiry: initialExpiry, hidden, lifetimeDays, labels }: Props) {
  const [expiry, setExpiry] = useState(initialExpiry)
  const [renewed, setRenewed] = useState(false)
  // eslint-disable-next-line react-hooks/purity -- ended or not is read at each render; a later render rightly says later.
  const ended = new Date(expiry).getTime() <= Date.now()
  const date = formatDate(expiry)

  return (
    <section className={styles.card} aria-labelledby="listing-lifetime">
      <p id="listing-lifetime" className={ended ? styles.ended : styles.active} role="status">
        {renewed ? fillTemplate(labels.renewed, { date }) : fillTemplate(ended ? labels.expiredOn : labels.activeUntil, { date })}
      </p>
      {hidden && <p className={styles.hidden}>{labels.hidden}</p>}
      <RenewListingButton
        listingId={listingId}
        title={title}
        expiry={expiry}
        labels={labels}
        onRenewed={(next) => {
          setExpiry(next)
          setRenewed(true)
        }}
      />
      <p className={styles.muted}>
        {isRenewable(expiry)
          ? fillTemplate(labels.renewHint, { days: lifetimeDays })
          : fillTemplate(labels.renewFrom, { date: formatDate(renewableFrom(expiry)) })}
      </p>
      <DeleteListing listingId={listingId} labels={labels} />
    </section>
  )
}
