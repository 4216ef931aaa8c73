import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { categoryBySlug } from '@/reads/listing-calls'
import { CategorySummary } from '@/services/listings/listing-shapes'

export const listingCategoryEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/category/:slug',
  summary: 'One category by its slug, with its count of public listings',
  tag: 'listing',
  auth: false,
  shared: true,
  params: z.object({ slug: z.string().min(1).max(200, 'listing.categoryNotFound') }),
  responses: {
    200: { description: 'The category', schema: z.object({ category: CategorySummary }) },
    404: { description: 'No such category' },
  },
  handler: async ({ locale, params }) => ({ category: await categoryBySlug(locale, params.slug) }),
})
