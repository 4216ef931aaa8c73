import { z } from 'zod'

import { refuseInvertedRanges, searchFields } from '@/services/listings/public/search'

/** A saved search's fields: the optional search fields of POST /api/listing/index, under the call's own rules. */
export const savedSearchFields = z.strictObject(searchFields).superRefine(refuseInvertedRanges)
export type SavedSearchFields = z.output<typeof savedSearchFields>

/** The fields as stored: only those given, the words' spaces tidied, so one search has one form. */
export function storedFields(fields: SavedSearchFields): SavedSearchFields {
  const words = fields.q?.trim().replace(/\s+/g, ' ')
  const given = Object.entries({ ...fields, q: words || undefined }).filter(([, value]) => value !== undefined)
  return Object.fromEntries(given.sort(([a], [b]) => a.localeCompare(b))) as SavedSearchFields
}

/**
 * A stored search's fields, or null when the row holds anything else. Only the services write
 * the column, so null means a hand-made row: such a search is left out, never widened to all.
 */
export function readStoredFields(value: unknown): SavedSearchFields | null {
  const parsed = savedSearchFields.safeParse(value)
  return parsed.success ? storedFields(parsed.data) : null
}

/** What makes two searches the same one: the category and the stored fields. */
export const searchIdentity = (categoryId: number | null, fields: SavedSearchFields) => JSON.stringify([categoryId, storedFields(fields)])
