import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { cachedCategories } from '@/reads/listings'
import { CategorySummary } from '@/services/listings/listing-shapes'

export const listingCategoriesEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/categories',
  summary: 'Every category in its order, titled in the request’s language, with its count of public listings',
  tag: 'listing',
  auth: false,
  shared: true,
  responses: { 200: { description: 'The categories', schema: z.object({ categories: z.array(CategorySummary) }) } },
  handler: async ({ locale }) => ({ categories: await cachedCategories(locale) }),
})
