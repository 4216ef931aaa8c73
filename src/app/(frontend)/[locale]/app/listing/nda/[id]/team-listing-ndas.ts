import { AppError } from '@/lib/errors/app-error'
import { MAX_ID } from '@/lib/form-fields'
import type { User } from '@/payload-types'
import { payloadClient } from '@/reads/payload-client'
import { type ListingNdas, listingNdas } from '@/services/nda/listing-ndas'

/** One listing's NDA acceptances for its team, or null for a bad id, a missing listing or another team's. */
export async function teamListingNdas(id: string, user: User): Promise<ListingNdas | null> {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) return null
  try {
    return await listingNdas(await payloadClient(), user, Number(id))
  } catch (error) {
    if (error instanceof AppError && error.refusal === 'notFound') return null
    throw error
  }
}
