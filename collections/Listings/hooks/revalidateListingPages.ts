import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { type ListingFacts, listingChangeTags } from '@/lib/cache/cache-tags'
import { relationId } from '@/lib/database/relation-id'
import { revalidateContent } from '@/lib/cache/revalidate-content'
import type { Listing } from '@/payload-types'

type Version = Pick<Listing, 'slug' | 'category' | 'status' | 'expiry_date' | 'owner'>

/** The slugs of the categories these versions are in, by id (one query for old and new). */
async function categorySlugs(req: PayloadRequest, versions: Version[]): Promise<Map<number, string>> {
  const ids = [...new Set(versions.map((version) => relationId(version.category)).filter((id) => id !== undefined))]
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'categories',
    where: { id: { in: ids } },
    select: { slug: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.filter((doc) => doc.slug).map((doc) => [doc.id, doc.slug!]))
}

function factsOf(version: Version, slugs: Map<number, string>): ListingFacts {
  const categoryId = relationId(version.category)
  return {
    slug: version.slug,
    categorySlug: categoryId === undefined ? undefined : slugs.get(categoryId),
    visibility: [version.status, new Date(version.expiry_date).getTime(), relationId(version.owner)].join(' '),
  }
}

/** Revalidates what a listing's change reaches (cache-tags.ts: its page, its lists, the counts when they move). */
async function revalidateListing(req: PayloadRequest, before: Version | undefined, after: Version | undefined) {
  const versions = [before, after].filter((version) => version !== undefined)
  const slugs = await categorySlugs(req, versions)
  const tags = listingChangeTags(before && factsOf(before, slugs), after && factsOf(after, slugs))
  await revalidateContent(req, tags)
}

/** After a listing is created or changed: its page, its category's list (old and new) and the list of all. */
export const revalidateListingPages: CollectionAfterChangeHook<Listing> = async ({ doc, previousDoc, operation, req, context }) => {
  if (!context.disableRevalidate) await revalidateListing(req, operation === 'update' ? previousDoc : undefined, doc)
  return doc
}

/** After a listing is deleted: the pages that showed it and the counts. */
export const revalidateDeletedListingPages: CollectionAfterDeleteHook<Listing> = async ({ doc, req, context }) => {
  if (!context.disableRevalidate) await revalidateListing(req, doc, undefined)
  return doc
}
