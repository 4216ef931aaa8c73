import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import {
  clampedPercent,
  flag,
  idOrNone,
  optionalEmail,
  optionalPhone,
  positiveId,
  requiredText,
  wholeNumber,
} from '@/lib/form-fields'
import { SavedListing } from '@/services/listings/listing-shapes'
import { uploadsFromForm } from '@/services/listings/listing-uploads'
import { saveListing } from '@/services/listings/save-listing'

/** The form's "without location" choice arrives as '' or one of these (0 as a number too). */
const WITHOUT_LOCATION = ['0', 'without', 'bez']

const euros = wholeNumber({ max: 1e12, message: 'listing.wholeNumber', tooLarge: 'listing.numberTooLarge' })

const ListingForm = z.strictObject({
  id: idOrNone('listing.idInvalid').optional().describe('The listing to update; none or empty: create one'),
  title: requiredText({ max: 150, required: 'listing.titleRequired', tooLong: 'listing.titleTooLong' }),
  category_id: positiveId('listing.categoryRequired'),
  location_id: idOrNone('listing.locationInvalid', WITHOUT_LOCATION).optional().describe("A location's id; '', 0, 'without' or 'bez': without location"),
  price: euros.optional().describe('Whole euros; digits, grouping spaces allowed (50 000)'),
  shares_to_sold: clampedPercent({ min: 1, max: 100, message: 'listing.sharesInvalid' })
    .optional()
    .describe('Percent of the company for sale; clamped to 1..100, empty: none'),
  turnover: euros.optional(),
  profit: euros.optional(),
  employees: wholeNumber({ max: 1e7, message: 'listing.wholeNumber', tooLarge: 'listing.numberTooLarge' }).optional(),
  description: requiredText({ max: 10_000, required: 'listing.descriptionRequired', tooLong: 'listing.descriptionTooLong' }),
  phone: optionalPhone('listing.phoneInvalid').optional(),
  email: optionalEmail('listing.emailInvalid').optional(),
  remove_image: flag('listing.flagInvalid').optional().describe('1: remove the current image'),
  remove_attachment: flag('listing.flagInvalid').optional().describe('1: remove the current attachment'),
})

export const listingCreateEndpoint = defineEndpoint({
  method: 'post',
  path: '/listing/create',
  summary: 'Creates a listing, or updates the caller’s own when `id` is given (the listing form, with its image and attachment)',
  tag: 'listing',
  auth: true,
  body: ListingForm,
  files: ['image', 'attachment', 'file'],
  responses: {
    200: { description: 'Updated', schema: SavedListing },
    201: { description: 'Created', schema: SavedListing },
    400: { description: 'A field or file is not valid (errors per field)' },
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
