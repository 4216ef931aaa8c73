import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { FavouriteState } from '@/services/favourites/favourite-shapes'
import { MAX_FAVOURITES, saveFavourite } from '@/services/favourites/save-favourite'

export const favouriteSaveEndpoint = defineEndpoint({
  method: 'put',
  path: '/favourites/:listingId',
  summary: 'Saves a public listing for the caller (the heart), with its price now; saving it again changes nothing',
  tag: 'favourites',
  auth: true,
  params: z.object({ listingId: positiveId('listing.idInvalid') }),
  responses: {
    200: { description: 'Saved', schema: FavouriteState },
    400: { description: 'The id is not a positive whole number' },
    401: { description: 'Not logged in' },
    404: { description: 'No listing the public sees has this id' },
    409: { description: `The caller keeps ${MAX_FAVOURITES} listings saved already (code favourites_limit)` },
  },
  handler: async ({ req, user, params }) => saveFavourite(req.payload, user, params.listingId),
})
