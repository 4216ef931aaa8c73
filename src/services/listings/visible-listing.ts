import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { VIEW_FIELDS } from './public-queries'

/**
 * A listing by its slug as its page shows it to `user`: a public one to anyone, or the
 * caller's own even when it is not public (hidden, expired), so sellers can look at theirs.
 * Anyone else's non-public listing is absent, for staff too (they use the admin panel).
 */
export async function findVisibleListing(payload: Payload, slug: string, locale: Locale, user: User | null) {
  const query = { collection: 'listings', limit: 1, depth: 1, locale, select: VIEW_FIELDS, overrideAccess: false } as const
  const {
    docs: [publicListing],
  } = await payload.find({ ...query, where: { slug: { equals: slug } } })
  if (publicListing) return { listing: publicListing, isPublic: true }
  if (!user) return null
  const {
    docs: [own],
  } = await payload.find({
    ...query,
    where: { and: [{ slug: { equals: slug } }, { owner: { equals: user.id } }] },
    user,
  })
  return own ? { listing: own, isPublic: false } : null
}
