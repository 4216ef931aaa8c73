import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import type { ListingFormInput } from '@/lib/listing-form/schema'
import { relationId } from '@/lib/database/relation-id'
import type { Listing, User } from '@/payload-types'
import { companyNamedIn } from '@/services/confidential/company-in-text'
import { recordNewestReport } from '@/services/registry/known-report-year'

import { findOwnListing } from './find-own-listing'
import { deleteReplacedFiles, discardFiles, type ListingUploads, type StoredFiles, storeFiles, uploadErrors } from './listing-uploads'

export type SaveResult = { created: boolean; id: number; slug: string }

const exists = async (payload: Payload, collection: 'categories' | 'locations', id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: false })).totalDocs > 0

const NAMED_IN_TEXT = { name: 'listing.confidentialNamesCompany', number: 'listing.confidentialShowsNumber' } as const

/**
 * A confidential listing whose title or description names its company (its registered name or
 * number) would tell the public what the seller hides: refused on the field that does, so the
 * form says so before anything is published.
 */
async function confidentialTextErrors(payload: Payload, form: ListingFormInput, existing: Listing | undefined) {
  const errors: Record<string, string> = {}
  if (!(form.confidential ?? existing?.confidential)) return errors
  const registrationNumber = form.registration_number === undefined ? existing?.registration_number : form.registration_number
  for (const field of ['title', 'description'] as const) {
    const named = await companyNamedIn(payload, { text: form[field], registrationNumber })
    if (named) errors[field] = NAMED_IN_TEXT[named]
  }
  return errors
}

/** Everything wrong with the form that its schema cannot know: references that do not exist, files of the wrong kind. */
async function formErrors(
  payload: Payload,
  form: ListingFormInput,
  uploads: ListingUploads,
  locale: Locale,
  existing: Listing | undefined,
) {
  const errors: Record<string, string> = await confidentialTextErrors(payload, form, existing)
  if (!(await exists(payload, 'categories', form.category_id))) errors.category_id = 'listing.categoryUnknown'
  if (typeof form.location_id === 'number' && !(await exists(payload, 'locations', form.location_id))) {
    errors.location_id = 'listing.locationInvalid'
  }
  Object.assign(errors, uploadErrors(uploads, locale))
  return errors
}

/** The listing's fields from the form; keys left out stay as they are. */
function listingData(form: ListingFormInput, stored: StoredFiles): Partial<Listing> {
  const data: Partial<Listing> = {
    version: form.version,
    title: form.title,
    description: form.description,
    category: form.category_id,
    location: form.location_id,
    price: form.price,
    shares_to_sold: form.shares_to_sold,
    turnover: form.turnover,
    profit: form.profit,
    employees: form.employees,
    registration_number: form.registration_number,
    registration_number_public: form.registration_number_public,
    confidential: form.confidential,
    phone: form.phone,
    email: form.email,
  }
  if (form.remove_image) data.image = null
  if (form.remove_attachment) data.attachment = null
  if (stored.image !== undefined) data.image = stored.image
  if (stored.attachment !== undefined) data.attachment = stored.attachment
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))
}

/** The files an update stops using: replaced by a new upload or removed on request. */
function filesLeftBehind(before: Listing, after: Listing): StoredFiles {
  const left: StoredFiles = {}
  for (const field of ['image', 'attachment'] as const) {
    const old = relationId(before[field])
    if (old !== undefined && old !== relationId(after[field])) left[field] = old
  }
  return left
}

/**
 * Creates a listing for `user`, or updates theirs when the form names one (someone else's is a
 * 403 when they can see it, else a 404). New files are stored first; when the listing then
 * cannot be saved they are removed again, and on success the files they replace are deleted.
 */
export async function saveListing(
  payload: Payload,
  form: ListingFormInput,
  uploads: ListingUploads,
  locale: Locale,
  user: User,
): Promise<SaveResult> {
  const existing = form.id ? await findOwnListing(payload, form.id, user, { others: 'forbidden' }) : undefined
  const errors = await formErrors(payload, form, uploads, locale, existing)
  const faulty = Object.keys(errors)
  if (faulty.length > 0) throw new AppError('invalid', faulty.length === 1 ? errors[faulty[0]] : 'api.invalidInput', { errors })

  const stored = await storeFiles(payload, uploads, locale, user)
  let saved: Listing
  try {
    const data = listingData(form, stored)
    // `locale` only names the language of a refusal (the plan's listing limit); listings have no localized fields.
    const options = { depth: 0, user, overrideAccess: false, locale } as const
    saved = existing
      ? await payload.update({ collection: 'listings', id: existing.id, data, ...options })
      : await payload.create({ collection: 'listings', data: data as Listing, ...options })
  } catch (error) {
    await discardFiles(payload, stored)
    throw error
  }
  if (existing) await deleteReplacedFiles(payload, filesLeftBehind(existing, saved), user)
  if (saved.registration_number) await recordNewestReport(payload, saved.id, saved.registration_number)
  return { created: !existing, id: saved.id, slug: saved.slug ?? '' }
}
