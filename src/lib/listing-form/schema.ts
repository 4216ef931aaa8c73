import { z } from 'zod'

import {
  boundedInt,
  clampedPercent,
  flag,
  idOrNone,
  MAX_ID,
  optionalEmail,
  optionalPhone,
  positiveId,
  requiredText,
  wholeNumber,
} from '@/lib/form-fields'

import { normalRegistrationNumber, REGISTRATION_NUMBER_MESSAGES, registrationNumberProblem } from '@/lib/registration-number'

import { LISTING_LIMITS } from './limits'

/** The form's "without location" choice arrives as '' or one of these (0 as a number too). */
const WITHOUT_LOCATION = ['0', 'without', 'bez']

const euros = wholeNumber({ max: LISTING_LIMITS.euros, message: 'listing.wholeNumber', tooLarge: 'listing.numberTooLarge' })

/** A registration number as typed (spaces allowed), stored as its eleven digits; '' and null mean none. */
const registrationNumber = z
  .union([z.string().max(40, REGISTRATION_NUMBER_MESSAGES.format), z.number(), z.null()], { error: REGISTRATION_NUMBER_MESSAGES.format })
  .transform((value, ctx) => {
    const text = value === null ? '' : String(value).trim()
    if (text === '') return null
    const problem = registrationNumberProblem(text)
    if (problem === null) return normalRegistrationNumber(text)
    ctx.addIssue({ code: 'custom', message: REGISTRATION_NUMBER_MESSAGES[problem] })
    return z.NEVER
  })

/**
 * The listing form as POST /api/listing/create takes it (multipart, JSON or urlencoded), each
 * field with the message key it answers with. Its output is what the save service works on.
 */
export const listingFormSchema = z.strictObject({
  id: idOrNone('listing.idInvalid').optional().describe('The listing to update; none or empty: create one'),
  version: boundedInt('listingVersion.invalid', MAX_ID)
    .optional()
    .describe(
      'On an update, the `version` of the listing the form was loaded from (GET /api/listing/get/{id}); when the listing has changed since, the save is refused with 409. Left out: made from the listing as it stands now',
    ),
  title: requiredText({ max: LISTING_LIMITS.title, required: 'listing.titleRequired', tooLong: 'listing.titleTooLong' }),
  category_id: positiveId('listing.categoryRequired'),
  location_id: idOrNone('listing.locationInvalid', WITHOUT_LOCATION)
    .optional()
    .describe("A location's id; '', 0, 'without' or 'bez': without location"),
  price: euros.optional().describe('Whole euros; digits, grouping spaces allowed (50 000)'),
  shares_to_sold: clampedPercent({ min: LISTING_LIMITS.shareMin, max: LISTING_LIMITS.shareMax, message: 'listing.sharesInvalid' })
    .optional()
    .describe('Percent of the company for sale; clamped to 1..100, empty: none'),
  turnover: euros.optional(),
  profit: euros.optional(),
  employees: wholeNumber({ max: LISTING_LIMITS.employees, message: 'listing.wholeNumber', tooLarge: 'listing.numberTooLarge' }).optional(),
  registration_number: registrationNumber
    .optional()
    .describe('The company’s registration number: 11 digits (spaces allowed) with a valid check digit. Required on a new listing'),
  registration_number_public: flag('listing.flagInvalid').optional().describe('1: show the registration number publicly (default: hidden)'),
  confidential: flag('listing.flagInvalid')
    .optional()
    .describe(
      '1: keep the company anonymous: the public sees the statistical region, figure bands and the category picture, never the municipality, exact figures, photo, document, contacts or registration number (default: 0)',
    ),
  description: requiredText({
    max: LISTING_LIMITS.description,
    required: 'listing.descriptionRequired',
    tooLong: 'listing.descriptionTooLong',
    multiline: true,
  }),
  phone: optionalPhone('listing.phoneInvalid', LISTING_LIMITS.phone).optional(),
  email: optionalEmail('listing.emailInvalid').optional(),
  remove_image: flag('listing.flagInvalid').optional().describe('1: remove the current image'),
  remove_attachment: flag('listing.flagInvalid').optional().describe('1: remove the current attachment'),
})

/** The listing form, parsed. On an update, a field left out (undefined) keeps its value; null clears it. */
export type ListingFormInput = z.output<typeof listingFormSchema>
