import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { MAX_ID, positiveId } from '@/lib/form-fields'
import { FavouriteIds } from '@/services/favourites/favourite-shapes'
import { savedListingIds } from '@/services/favourites/saved-ids'
import { MAX_PAGE_SIZE } from '@/services/listings/public/lists'

const IDS_INVALID = 'favourites.idsInvalid'

const listingId = positiveId(IDS_INVALID)

/** Listing ids separated by commas, at most as many as a page of listings shows. */
const idList = z
  .string({ error: IDS_INVALID })
  .max(MAX_PAGE_SIZE * (String(MAX_ID).length + 1), IDS_INVALID)
  .transform((text, ctx) => {
    const ids = text.split(',').map((part) => listingId.safeParse(part).data)
    if (ids.length <= MAX_PAGE_SIZE && ids.every((id) => id !== undefined)) return ids
    ctx.addIssue({ code: 'custom', message: IDS_INVALID })
    return z.NEVER
  })

export const favouriteIdsEndpoint = defineEndpoint({
  method: 'get',
  path: '/favourites/ids',
  summary: 'The ids of the listings the caller saved (for the hearts), all of them or those among ?ids=1,2,3',
  tag: 'favourites',
  auth: true,
  query: z.object({ ids: idList.optional() }),
  responses: {
    200: { description: 'The saved listings’ ids', schema: FavouriteIds },
    400: { description: 'ids is not a list of positive whole numbers separated by commas, or holds more than 100' },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user, query }) => ({ ids: await savedListingIds(req.payload, user.id, query.ids) }),
})
