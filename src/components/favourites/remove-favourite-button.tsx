'use client'

import { useTranslations } from 'next-intl'

import { RemoveButton } from '@/components/ui/remove-button'
import { forgetListing } from '@/lib/client/favourites'

/** Takes a listing off the saved-listings screen (DELETE /api/favourites/{id}). */
export function RemoveFavouriteButton({ listingId, title }: { listingId: number; title: string }) {
  const t = useTranslations('favourites')
  return (
    <RemoveButton
      remove={() => forgetListing(listingId)}
      label={t('page.remove')}
      busyLabel={t('page.removing')}
      accessibleLabel={t('page.removeListing', { title })}
      failed={t('heart.failed')}
    />
  )
}
