import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import { relationId } from '@/lib/database/relation-id'

import type { SavedSearchView } from './saved-search-shapes'
import { savedSearchViews } from './saved-search-views'
import { tokenIds, tokenMatches } from './tokens'

/**
 * The saved searches an unsubscribe link names, when its signature holds for them and their one
 * owner; null for anything else (a forged or altered token, searches of two people, none left).
 */
export async function searchesOfToken(payload: Payload, token: string) {
  const ids = tokenIds(token)
  if (!ids) return null
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { id: { in: ids } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const owners = new Set(docs.map((row) => relationId(row.user)))
  const [owner] = owners
  if (owners.size !== 1 || owner === undefined || !tokenMatches(payload, token, owner)) return null
  return docs
}

/** What an unsubscribe link's page shows: its searches in words (withdrawn ones too), or null for a link that is not valid. */
export async function searchesOfLink(payload: Payload, token: string, locale: Locale): Promise<SavedSearchView[] | null> {
  const searches = await searchesOfToken(payload, token)
  return searches && savedSearchViews(payload, searches, locale)
}
