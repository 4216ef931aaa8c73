import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { cachedLocations } from '@/reads/listing-form-options'
import { REGIONS } from '@/services/listings/public/search'

const Location = z.object({ id: z.number().int(), title: z.string(), region: z.enum(REGIONS).describe('Its planning region') })

export const locationsEndpoint = defineEndpoint({
  method: 'get',
  path: '/listing/locations',
  summary: 'Every municipality of Latvia (43), for the listing form and filters',
  tag: 'listing',
  auth: false,
  shared: true,
  responses: { 200: { description: 'The municipalities', schema: z.object({ locations: z.array(Location) }) } },
  handler: async ({ locale }) => ({ locations: await cachedLocations(locale) }),
})
