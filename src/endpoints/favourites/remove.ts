import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { FavouriteState } from '@/services/favourites/favourite-shapes'
import { removeFavourite } from '@/services/favourites/remove-favourite'

export const favouriteRemoveEndpoint = defineEndpoint({
  method: 'delete',
  path: '/favourites/:listingId',
  summary: 'Removes a listing from the caller’s saved listings, whether the public still sees it or not; removing it again changes nothing',
  tag: 'favourites',
  auth: true,
  params: z.object({ listingId: positiveId('listing.idInvalid') }),
  responses: {
    200: { description: 'Not saved (any more)', schema: FavouriteState },
    400: { description: 'The id is not a positive whole number' },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user, params }) => removeFavourite(req.payload, user, params.listingId),
})
