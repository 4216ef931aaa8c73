import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { ownSavedSearches } from '@/services/saved-searches/own-searches'
import { SavedSearchView } from '@/services/saved-searches/saved-search-shapes'
import { SAVED_SEARCHES_MAX } from '@/services/saved-searches/save-search'

export const savedSearchListEndpoint = defineEndpoint({
  method: 'get',
  path: '/saved-searches',
  summary: 'The caller’s active saved searches, newest first, each described in words in the request’s language',
  tag: 'saved-searches',
  auth: true,
  responses: {
    200: {
      description: 'The active saved searches and how many one may have',
      schema: z.object({ searches: z.array(SavedSearchView), max: z.literal(SAVED_SEARCHES_MAX) }),
    },
    401: { description: 'Not logged in' },
  },
  handler: async ({ req, user, locale }) => ({ searches: await ownSavedSearches(req.payload, user, locale), max: SAVED_SEARCHES_MAX }),
})
