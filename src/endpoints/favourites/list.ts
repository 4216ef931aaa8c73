import { defineEndpoint } from '@/lib/api/define-endpoint'
import { SavedFavourites } from '@/services/favourites/favourite-shapes'
import { savedListings } from '@/services/favourites/saved-listings'

export const favouritesListEndpoint = defineEndpoint({
  method: 'get',
  path: '/favourites',
  summary: 'The caller’s saved listings, the newest saved first, each with a note when it was hidden, expired or changed price',
  tag: 'favourites',
  auth: true,
  responses: {
    200: { description: 'The saved listings; one the public no longer sees keeps only its title and the note', schema: SavedFavourites },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user, locale }) => ({ favourites: await savedListings(req.payload, user, locale) }),
})
