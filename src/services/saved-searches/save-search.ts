import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { requestDb } from '@/lib/database/request-db'
import { AppError, invalid } from '@/lib/errors/app-error'
import { inTransaction } from '@/lib/database/in-transaction'
import { relationId } from '@/lib/database/relation-id'
import type { User } from '@/payload-types'
import { pickCategory } from '@/services/listings/categories'

import { readStoredFields, type SavedSearchFields, searchIdentity, storedFields } from './fields'
import type { SavedSearchView } from './saved-search-shapes'
import { savedSearchViews } from './saved-search-views'

/** Active saved searches one person may have: enough for every sector they follow, few enough for one digest. */
export const SAVED_SEARCHES_MAX = 20

/** First key of our advisory locks on a person's saved searches (team-lock.ts uses 7001, mail 7002, limits 7003). */
const SAVED_SEARCHES_LOCK = 7011

type SaveRequest = {
  /** A category's slug or id; '' or none: every category. */
  category?: string
  fields: SavedSearchFields
  /** The person asked for the digest, knowingly: the call refuses anything else. */
  consent: true
  /** The language of the page it was saved on: the digest's. */
  locale: Locale
}

/** The category a save names, by slug or id; a name that is none is the caller's mistake (400). */
async function namedCategory(req: PayloadRequest, ref: string | undefined): Promise<number | null> {
  if (!ref) return null
  const { docs } = await req.payload.find({ collection: 'categories', depth: 0, pagination: false, select: { slug: true }, req })
  const category = pickCategory(
    docs.map((doc) => ({ id: doc.id, slug: doc.slug ?? '' })),
    ref,
  )
  if (!category) throw invalid('listing.categoryNotFound', { category: 'listing.categoryNotFound' })
  return category.id
}

/** A municipality a search names must exist: a search for none would match nothing for ever, unnoticed. */
async function assertLocation(req: PayloadRequest, id: number | undefined): Promise<void> {
  if (id === undefined) return
  const { totalDocs } = await req.payload.count({ collection: 'locations', where: { id: { equals: id } }, req })
  if (totalDocs === 0) throw invalid('listing.locationInvalid', { location: 'listing.locationInvalid' })
}

/**
 * Saves a search for the signed-in person, recording their consent (when, which search, in which
 * language). The digest counts only listings created from now on. The same active search is not
 * saved twice: it is answered as it is (created: false). Past SAVED_SEARCHES_MAX active ones a
 * 409 says so. Checked and written under a lock on the person, so a double click saves once.
 */
export async function saveSearch(
  req: PayloadRequest,
  user: User,
  { category, fields, locale }: SaveRequest,
): Promise<{ created: boolean; search: SavedSearchView }> {
  const categoryId = await namedCategory(req, category)
  await assertLocation(req, fields.location)
  const search = storedFields(fields)
  const saved = await inTransaction(req, async () => {
    await (await requestDb(req)).execute(sql`SELECT pg_advisory_xact_lock(${SAVED_SEARCHES_LOCK}, ${user.id})`)
    const { docs: active } = await req.payload.find({
      collection: 'saved-searches',
      where: { and: [{ user: { equals: user.id } }, { unsubscribedAt: { exists: false } }] },
      depth: 0,
      pagination: false,
      req,
    })
    const identity = searchIdentity(categoryId, search)
    const same = active.find((row) => {
      const stored = readStoredFields(row.search)
      return stored !== null && searchIdentity(relationId(row.category) ?? null, stored) === identity
    })
    if (same) return { created: false, row: same }
    if (active.length >= SAVED_SEARCHES_MAX) {
      throw new AppError('conflict', 'savedSearches.errors.tooMany', { vars: { max: SAVED_SEARCHES_MAX }, code: 'hit_limit' })
    }
    const now = new Date().toISOString()
    const row = await req.payload.create({
      collection: 'saved-searches',
      data: { user: user.id, category: categoryId, search, locale, consentAt: now, checkedUntil: now },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { created: true, row }
  })
  const [view] = await savedSearchViews(req.payload, [saved.row], locale)
  return { created: saved.created, search: view }
}
