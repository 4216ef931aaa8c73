import type { CollectionAfterChangeHook } from 'payload'

import { CACHE_TAGS } from '@/lib/cache/cache-tags'
import { revalidateContent } from '@/lib/cache/revalidate-content'

/** Blocking or unblocking a seller hides or shows all their listings, so listing pages change. */
export const revalidateSellerListings: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation === 'update' && !context.disableRevalidate && Boolean(doc.blocked) !== Boolean(previousDoc?.blocked)) {
    await revalidateContent(req, [CACHE_TAGS.listings, CACHE_TAGS.categories])
  }
  return doc
}
