import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { notFound } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

import { idList } from './id-list'
import { searchesOfToken } from './unsubscribe-link'

/**
 * Marks these searches withdrawn, those not already, in one statement (two clicks at once withdraw
 * each once); the rows stay as the record of consent and its withdrawal. Answers how many it marked.
 */
async function withdraw(payload: Payload, ids: number[]): Promise<number> {
  const now = new Date().toISOString()
  const { rows } = await payload.db.drizzle.execute<{ id: number }>(sql`
    UPDATE saved_searches SET unsubscribed_at = ${now}, updated_at = ${now}
    WHERE id IN (${idList(ids)}) AND unsubscribed_at IS NULL
    RETURNING id`)
  return rows.length
}

/**
 * The owner withdraws one of their saved searches (from /app). Someone else's, or none, is a 404
 * alike; one already withdrawn stays so, and the answer is the same.
 */
export async function withdrawOwnSearch(payload: Payload, user: User, id: number): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'saved-searches',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    overrideAccess: true,
  })
  if (totalDocs === 0) throw notFound('savedSearches.errors.notFound')
  await withdraw(payload, [id])
}

/**
 * Withdraws the searches of an unsubscribe link, without a login (the link is the proof): the
 * mail's button and the one-click POST of RFC 8058. A link that is not valid is a 404 and changes
 * nothing; a second use changes nothing either. Answers how many were withdrawn now.
 */
export async function unsubscribeByToken(payload: Payload, token: string): Promise<number> {
  const searches = await searchesOfToken(payload, token)
  if (!searches) throw notFound('savedSearches.errors.linkInvalid')
  return withdraw(
    payload,
    searches.map((row) => row.id),
  )
}

/**
 * Withdraws the searches in a category that is being deleted, in the deletion's transaction:
 * with the category gone the reference would empty and quietly widen them to every category.
 */
export async function withdrawSearchesOfCategory(req: PayloadRequest, categoryId: number): Promise<void> {
  await req.payload.update({
    collection: 'saved-searches',
    where: { and: [{ category: { equals: categoryId } }, { unsubscribedAt: { exists: false } }] },
    data: { unsubscribedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
}
