import type { ListingFormValues } from '@/components/listing-form/listing-form'
import type { Locale } from '@/i18n/routing'
import { AppError } from '@/lib/errors/app-error'
import { MAX_ID } from '@/lib/form-fields'
import { payloadClient } from '@/reads/payload-client'
import type { User } from '@/payload-types'
import { getOwnListingWithStatement, type ModerationStatement } from '@/services/listings/own-listing-view'

export type EditableListing = ListingFormValues & {
  slug: string
  expiry_date: string
  hidden: boolean
  moderation: ModerationStatement
}

/** The caller's own listing as the edit screen needs it, or null for a bad id, a missing listing or someone else's. */
export async function ownListingForForm(id: string, user: User, locale: Locale): Promise<EditableListing | null> {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) return null
  try {
    const { listing, moderation } = await getOwnListingWithStatement(await payloadClient(), Number(id), locale, user)
    return {
      id: listing.id,
      version: listing.version,
      slug: listing.slug,
      title: listing.title,
      category_id: listing.category_id,
      location_id: listing.location_id,
      price: listing.price,
      shares_to_sold: listing.shares_to_sold,
      turnover: listing.turnover,
      profit: listing.profit,
      employees: listing.employees,
      registration_number: listing.registration_number,
      registration_number_public: listing.registration_number_public,
      confidential: listing.confidential,
      description: listing.description,
      phone: listing.phone,
      email: listing.email,
      image: listing.image,
      attachment: listing.attachment,
      expiry_date: listing.expiry_date,
      hidden: listing.status === 'hidden',
      moderation,
    }
  } catch (error) {
    if (error instanceof AppError && error.refusal === 'notFound') return null
    throw error
  }
}
