import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { loadListingExtras } from './listing-extras'
import type { VisibleListing } from './listing-shapes'
import { toPublicListing } from './serialize-listing'
import { findVisibleListing } from './visible-listing'

/** A listing's page: its public view (detail-size image) and whether the public sees it. */
export async function getListingBySlug(payload: Payload, slug: string, locale: Locale, user: User | null): Promise<VisibleListing> {
  const found = await findVisibleListing(payload, slug, locale, user)
  if (!found) throw notFound('listing.notFound')
  const extrasOf = await loadListingExtras(payload, [found.listing])
  return { ...toPublicListing(found.listing, extrasOf(found.listing), 'detail'), is_public: found.isPublic }
}
