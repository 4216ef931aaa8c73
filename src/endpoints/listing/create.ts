import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { listingFormSchema } from '@/lib/listing-form/schema'
import { SavedListing } from '@/services/listings/listing-shapes'
import { uploadsFromForm } from '@/services/listings/listing-uploads'
import { saveListing } from '@/services/listings/save-listing'
import { REGISTRY_REFUSAL_CODES } from '@/services/registry/terms-check'

export const listingCreateEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/create',
  summary: 'Creates a listing, or updates the caller’s own when `id` is given (the listing form, with its image and attachment)',
  tag: 'listing',
  auth: true,
  body: listingFormSchema,
  files: ['image', 'attachment', 'file'],
  responses: {
    200: { description: 'Updated', schema: SavedListing },
    201: { description: 'Created', schema: SavedListing },
    400: {
      description: `A field or file is not valid (errors per field), or the state's open data refuse the company (errors.registration_number; error: one of ${REGISTRY_REFUSAL_CODES.join(', ')})`,
    },
    401: { description: 'Not logged in' },
    403: { description: 'The listing is someone else’s' },
    404: { description: 'No such listing the caller can see' },
    413: { description: 'A file is larger than 15 MB' },
  },
  handler: async ({ req, locale, user, body, files }) => {
    const saved = await saveListing(req.payload, body, uploadsFromForm(files), locale, user)
    const result: SavedListing = { success: true, id: saved.id, slug: saved.slug }
    return saved.created ? json(result, 201) : result
  },
})
