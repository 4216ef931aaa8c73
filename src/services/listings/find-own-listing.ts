import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { forbidden, notFound } from '@/lib/errors/app-error'
import { relationId } from '@/lib/database/relation-id'
import type { User } from '@/payload-types'

/**
 * The caller's own listing, read as them. A listing they cannot see (or that does not exist)
 * is a 404; one they can see but do not own is a 403 when they try to change it (`others:
 * 'forbidden'`), or a 404 where even its existence is none of their business.
 */
export async function findOwnListing(
  payload: Payload,
  id: number,
  user: User,
  { others, depth = 0, locale }: { others: 'forbidden' | 'notFound'; depth?: number; locale?: Locale },
) {
  const listing = await payload.findByID({
    collection: 'listings',
    id,
    depth,
    locale,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!listing) throw notFound('listing.notFound')
  if (relationId(listing.owner) !== user.id) throw others === 'forbidden' ? forbidden('listing.notYours') : notFound('listing.notFound')
  return listing
}
