/* The call POST /api/listing/index (named after it), not a barrel of this folder. */
import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { boundedInt, slugOrId } from '@/lib/form-fields'
import { ListingPage } from '@/services/listings/listing-shapes'
import { listingIndex } from '@/reads/listing-calls'
import { MAX_PAGE_SIZE } from '@/services/listings/public/lists'
import { isSearch, refuseInvertedRanges, searchFields, searchOf } from '@/services/listings/public/search'

/** Page numbers past this would only make the database skip rows nobody will read. */
const MAX_PAGE = 10_000

export const listingIndexEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/index',
  summary: 'Public listings in one category or all, a page at a time: newest first, or searched, filtered and sorted',
  tag: 'listing',
  auth: false,
  // The plain list is the pages' cached read; a search is read as asked (listing-calls.ts).
  shared: ({ body }) => !isSearch(searchOf(body)),
  body: z
    .strictObject({
      category: slugOrId('listing.categoryNotFound').optional().describe("A category's slug or id; '' or none: all"),
      page: boundedInt('listing.pageInvalid', MAX_PAGE).optional().describe('From 1 (default 1)'),
      limit: boundedInt('listing.limitInvalid', MAX_PAGE_SIZE).optional().describe(`Listings per page, 1..${MAX_PAGE_SIZE} (default 20)`),
      ...searchFields,
    })
    .superRefine(refuseInvertedRanges),
  responses: {
    200: { description: 'One page of public listings (never with contacts)', schema: ListingPage },
    400: { description: 'A field is not valid' },
    404: { description: 'No such category' },
  },
  handler: async ({ req, locale, body }) => listingIndex(req.payload, locale, { ...body, search: searchOf(body) }),
})
