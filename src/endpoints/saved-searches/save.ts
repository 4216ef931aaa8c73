import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { slugOrId } from '@/lib/form-fields'
import { refuseInvertedRanges, searchFields } from '@/services/listings/public/search'
import { SavedSearchView } from '@/services/saved-searches/saved-search-shapes'
import { SAVED_SEARCHES_MAX, saveSearch } from '@/services/saved-searches/save-search'

const Saved = z.object({
  success: z.literal(true),
  created: z.boolean().describe('false: the same search was already saved, and is answered as it is'),
  search: SavedSearchView,
})

export const savedSearchSaveEndpoint = defineEndpoint({
  method: 'post',
  path: '/saved-searches',
  summary: 'Saves a search for the caller, who consents to a daily e-mail of the new public listings matching it',
  tag: 'saved-searches',
  auth: true,
  body: z
    .strictObject({
      category: slugOrId('listing.categoryNotFound').optional().describe("A category's slug or id; '' or none: all"),
      ...searchFields,
      consent: z
        .literal(true, { error: 'savedSearches.errors.consentRequired' })
        .describe('Must be true: the person has read what they will receive and agreed to it (recorded with the time)'),
    })
    .superRefine(refuseInvertedRanges),
  responses: {
    200: { description: 'The same search was already saved (created: false)', schema: Saved },
    201: { description: 'Saved: its digest holds listings created from now on', schema: Saved },
    400: {
      description: 'No consent, or a field is not valid (a range with its minimum above its maximum, no such category or municipality)',
    },
    401: { description: 'Not logged in' },
    409: { description: `The caller already has ${SAVED_SEARCHES_MAX} active saved searches (error: hit_limit)` },
  },
  handler: async ({ req, user, locale, body }) => {
    const { category, consent, ...fields } = body
    const saved = await saveSearch(req, user, { category, fields, consent, locale })
    return json({ success: true, ...saved }, saved.created ? 201 : 200)
  },
})
