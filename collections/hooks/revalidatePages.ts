import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import type { CacheTag } from '@/lib/cache/cache-tags'
import { revalidateContent } from '@/lib/cache/revalidate-content'

/**
 * After-change and after-delete hooks that revalidate the page caches a collection or global
 * feeds. Seeds and tests that write in bulk pass context.disableRevalidate.
 */
export const revalidatePages = (...tags: CacheTag[]) => {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    if (!context.disableRevalidate) await revalidateContent(req, tags)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (!context.disableRevalidate) await revalidateContent(req, tags)
    return doc
  }
  const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, req, context }) => {
    if (!context.disableRevalidate) await revalidateContent(req, tags)
    return doc
  }
  return { afterChange, afterDelete, afterGlobalChange }
}
