import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { PublicListing } from '@/services/listings/listing-shapes'
import { countMatching, publicCards } from '@/services/listings/public/cards'
import { searchOf } from '@/services/listings/public/search'

import type { SavedSearchFields } from './fields'

/** Counting news further than this would only make a larger number in a mail that shows twenty. */
const COUNT_CAP = 999

/**
 * The public listings matching a saved search that were created after `after` and up to `until`:
 * how many, and the first `limit` of them in the search's own order, titled in `locale`. Hidden
 * and expired listings and those of blocked sellers are not public, so never news.
 */
export async function searchNews(
  payload: Payload,
  { categoryId, fields, after, until, limit }: { categoryId?: number; fields: SavedSearchFields; after: Date; until: Date; limit: number },
  locale: Locale,
): Promise<{ count: number; listings: PublicListing[] }> {
  const search = { ...searchOf(fields), created: { after, until } }
  const count = await countMatching(payload, { categoryId, search, cap: COUNT_CAP })
  if (count === 0 || limit === 0) return { count, listings: [] }
  return { count, listings: await publicCards(payload, { categoryId, search, offset: 0, limit }, locale) }
}
