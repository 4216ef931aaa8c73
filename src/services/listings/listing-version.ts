import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { requestDb } from '@/lib/database/request-db'
import { AppError } from '@/lib/errors/app-error'
import { relationId } from '@/lib/database/relation-id'
import type { Listing } from '@/payload-types'

/** What the seller's form writes: a change to any of these, by anyone, makes a new version of the listing. */
export const VERSIONED_FIELDS = [
  'title',
  'description',
  'category',
  'location',
  'price',
  'shares_to_sold',
  'turnover',
  'profit',
  'employees',
  'image',
  'attachment',
  'phone',
  'email',
] as const satisfies readonly (keyof Listing)[]

export type VersionedField = (typeof VERSIONED_FIELDS)[number]

const RELATIONS: readonly VersionedField[] = ['category', 'location', 'image', 'attachment']

/** A field's value as stored, so a populated relation and its bare id compare equal. */
export const storedValue = (field: VersionedField, value: unknown): unknown =>
  RELATIONS.includes(field) ? (relationId(value) ?? null) : (value ?? null)

/** The versioned fields whose value differs between two states of a listing. */
export const changedFields = (before: Partial<Listing>, after: Partial<Listing>): VersionedField[] =>
  VERSIONED_FIELDS.filter((field) => storedValue(field, before[field]) !== storedValue(field, after[field]))

/** The refusal of a save made from a listing that has changed since (409), finished in `locale` for Payload's own routes too. */
export const listingChanged = (locale: Locale) =>
  new AppError('conflict', translate(locale, 'listingVersion.changedMeanwhile'), { translated: true, code: 'listing_changed' })

type Update = {
  id: number
  /** The version the change was made from: the one the form or the panel loaded, else the one the update read. */
  basedOn: number
  /** When the row the update read was last written (Payload writes back every field of what it read). */
  readAt: string
  /** Whether the update changes a versioned field. */
  changes: boolean
  locale: Locale
}

/**
 * The listing's version after an update, decided under the row's lock, which the update's
 * transaction holds until it commits, so two saves of the same version are decided one after
 * the other and the second is refused. Refused as well: an update whose read of the row is
 * older than the row, since Payload would write back the fields it read and undo a change made
 * in between by an update that leaves the version alone (a renewal, a moderator's hiding).
 */
export async function versionAfter(req: PayloadRequest, { id, basedOn, readAt, changes, locale }: Update): Promise<number> {
  const { rows } = await (
    await requestDb(req)
  ).execute<{ version: number; written: string }>(sql`
    SELECT version, (extract(epoch FROM updated_at) * 1000)::bigint AS written FROM listings WHERE id = ${id} FOR UPDATE`)
  const row = rows[0]
  if (!row) throw listingChanged(locale)
  if (row.version !== basedOn || Number(row.written) !== new Date(readAt).getTime()) throw listingChanged(locale)
  return changes ? row.version + 1 : row.version
}
