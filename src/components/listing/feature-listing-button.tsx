'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/client/api'
import { useBusyCall } from '@/lib/client/use-busy-call'

import styles from './feature-listing-button.module.css'

type Props = {
  listingId: number
  title: string
  featured: boolean
}

/**
 * Features a listing on the home page or stops (POST /api/listing/feature/{id}), in "my
 * listings". A toggle: its name stays, aria-pressed says the state. A refusal (the plan's
 * number reached) is shown beside it; the page is then read again for the count above the list.
 */
export function FeatureListingButton({ listingId, title, featured: initial }: Props) {
  const t = useTranslations('app.listing.my')
  const unexpected = useTranslations('listingForm')('unexpected')
  const router = useRouter()
  const [featured, setFeatured] = useState(initial)
  const { busy, error, run } = useBusyCall(unexpected)

  const toggle = () =>
    run(async () => {
      const saved = await api<{ featured: boolean }>(`/api/listing/feature/${listingId}`, { method: 'POST', json: { featured: !featured } })
      setFeatured(saved.featured)
      router.refresh()
    })

  return (
    <span className={styles.feature}>
      <button
        type="button"
        className={featured ? styles.on : styles.off}
        onClick={toggle}
        disabled={busy}
        aria-busy={busy}
        aria-pressed={featured}
        aria-label={t('feature_label', { title })}
      >
        <span aria-hidden="true">{featured ? '★' : '☆'}</span> {busy ? t('featuring') : featured ? t('featured') : t('feature')}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  )
}
