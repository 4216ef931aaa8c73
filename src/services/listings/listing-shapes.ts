import { z } from 'zod'

import { CATEGORY_ICONS } from '@/lib/listings/category-icons'
import { STATISTICAL_REGIONS } from '@/lib/listings/statistical-regions'
import { FLAGGED_RATINGS, RED_FLAG_KINDS, RED_FLAG_SOURCES } from '@/lib/red-flags'
import { REGISTRY_FIGURES } from '@/lib/registry-difference'

/**
 * The shapes listings and categories take in /api/* answers, field names as the original client reads
 * them. One source for the serialisers' types and the OpenAPI description.
 */

const isoDate = z.string().describe('ISO 8601 date and time')
const amount = z.number().int().nullable()
const band = (what: string) =>
  z
    .object({ from: z.number().int(), to: z.number().int().nullable().describe('Exclusive; null for the open top band') })
    .nullable()
    .describe(`The band of the ${what} (src/lib/listings/figure-bands.ts), the only figure a confidential listing shows`)

export const CategorySummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  count: z.number().int().describe('Public listings in the category'),
})
export type CategorySummary = z.infer<typeof CategorySummary>

/** What anyone may see of a public listing: never its phone or e-mail. */
export const PublicListing = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: amount,
  category: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    icon: z.enum(CATEGORY_ICONS).nullable().describe('The category picture a confidential listing shows instead of its photo'),
  }),
  confidential: z
    .boolean()
    .describe(
      'The seller keeps the company anonymous: municipality, exact figures, photo, document, contacts and registration number are left out (null) for the public',
    ),
  location: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  statistical_region: z.enum(STATISTICAL_REGIONS).nullable().describe('The statistical region of the municipality'),
  shares_to_sold: z.number().nullable().describe('Percent of the company for sale, 1..100'),
  turnover: amount,
  profit: amount,
  employees: amount,
  turnover_band: band('turnover'),
  profit_band: band('profit'),
  employees_band: band('employees'),
  image: z.string().nullable().describe('URL of the webp size for the context: card in lists, detail on the listing page'),
  image_alt: z.string().nullable(),
  attachment: z.string().nullable().describe('Original file name of the attachment'),
  attachment_url: z.string().nullable(),
  has_contact: z.boolean().describe('Both phone and e-mail exist; reveal them with GET /api/listing/get/{slug}/contact'),
  featured: z.boolean(),
  red_flags: z
    .boolean()
    .describe('The state’s open data show a red flag for the company (the flags: registry.flags on the listing’s own call)'),
  created_at: isoDate,
  expiry_date: isoDate,
})
export type PublicListing = z.infer<typeof PublicListing>

const day = z.string().describe('YYYY-MM-DD')

/** What the state's open data say against the listing's company (src/services/registry/red-flags.ts). */
export const RedFlag = z.object({
  kind: z
    .enum(RED_FLAG_KINDS)
    .describe(
      'insolvency (open), legal_protection (an open rescue), liquidation (in progress), activity_suspended (UR or VID, in force), securing_measure, tax_rating (B, C or N), headcount_mismatch or tax_mismatch (the seller’s figures against VID’s latest quarter)',
    ),
  since: day.nullable().describe('When it began: the proceeding, decision or measure; the rating’s date; a mismatch’s quarter’s first day'),
  until: day.optional().describe('When it ends, where the state says so'),
  source: z.enum(RED_FLAG_SOURCES).describe('The file it comes from: ur_* the Register of Enterprises, vid_* the State Revenue Service'),
  date_of_data: day.nullable().describe('The date of that file’s data'),
  rating: z.enum(FLAGGED_RATINGS).optional().describe('tax_rating: the letter'),
  quarter: z.string().optional().describe('A mismatch: the quarter compared, 2026-Q2'),
  figures: z
    .object({
      stated: z.number().describe('The seller’s: employees, or yearly turnover in euros'),
      state: z.number().describe('VID’s for the quarter: average employees, or taxes paid in euros'),
    })
    .optional()
    .describe('A mismatch’s figures, only when the seller shows the registration number (or to the owner)'),
})
export type RedFlag = z.infer<typeof RedFlag>

/** What the Register of Enterprises filed for the listing's company (src/services/registry/). */
export const RegistryFacts = z.object({
  checked: z
    .boolean()
    .describe('The company was found, active, in the Register of Enterprises; false also when no register data is loaded'),
  sample: z.boolean().describe('The register data are the generated demo sample, not the real register'),
  year: z.number().int().nullable().describe('The year of the newest filed annual report'),
  turnover: amount.describe('Filed net turnover, whole euros'),
  profit: amount.describe('Filed net income, whole euros (negative: a loss)'),
  employees: amount.describe('Filed average headcount'),
  figures_hidden: z
    .boolean()
    .describe(
      'The filed figures are left out (null) because the seller keeps the registration number private: exact filed figures would name the company in the open register',
    ),
  differs: z
    .array(z.enum(REGISTRY_FIGURES))
    .describe('The seller’s figures that differ from the filed ones by more than 20 %, told even when the filed figures are hidden'),
  flags: z.array(RedFlag).describe('Red flags from the state’s open data, most serious first; empty when none'),
})
export type RegistryFacts = z.infer<typeof RegistryFacts>

/** One listing on its own: the public view with its register facts and, when the seller shows it, its registration number. */
export const ListingDetail = PublicListing.extend({
  registration_number: z.string().nullable().describe('The company’s registration number, only when its seller chose to show it'),
  registry: RegistryFacts,
})
export type ListingDetail = z.infer<typeof ListingDetail>

/** A listing on its own page: public, or the caller's own (then is_public is false). */
export const VisibleListing = ListingDetail.extend({ is_public: z.boolean() })
export type VisibleListing = z.infer<typeof VisibleListing>

const status = z.enum(['published', 'hidden'])

/** The owner's edit form: the public view plus contacts, state and the ids the form selects. */
export const OwnerListing = ListingDetail.extend({
  registration_number_public: z.boolean(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status,
  is_public: z.boolean(),
  category_id: z.number().int(),
  location_id: z.number().int().nullable(),
  version: z
    .number()
    .int()
    .describe('Send it back with the save (POST /api/listing/create) so a save made from an older version is refused'),
})
export type OwnerListing = z.infer<typeof OwnerListing>

/** A row of "my listings". */
export const MyListing = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status,
  expiry_date: isoDate,
  is_public: z.boolean(),
  featured: z.boolean().describe('Featured on the home page while public (POST /api/listing/feature/{id})'),
  confidential: z.boolean().describe('Shown whole only to buyers who accept its NDA (GET /api/listing/nda/{id} lists them)'),
})
export type MyListing = z.infer<typeof MyListing>

export const ListingPage = z.object({
  listings: z.array(PublicListing),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
})
export type ListingPage = z.infer<typeof ListingPage>

export const ListingContact = z.object({ phone: z.string(), email: z.string() })
export type ListingContact = z.infer<typeof ListingContact>

export const SavedListing = z.object({ success: z.literal(true), id: z.number().int(), slug: z.string() })
export type SavedListing = z.infer<typeof SavedListing>
