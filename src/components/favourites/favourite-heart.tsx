import type { ComponentProps } from 'react'

import { ClientMessages } from '@/components/i18n/client-messages'

import { FavouriteButton } from './favourite-button'

/** The heart with its texts, for server-rendered cards and pages. */
export function FavouriteHeart(props: ComponentProps<typeof FavouriteButton>) {
  return (
    <ClientMessages namespaces={['favourites.heart']}>
      <FavouriteButton {...props} />
    </ClientMessages>
  )
}
