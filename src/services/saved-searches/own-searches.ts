import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import type { SavedSearchView } from './saved-search-shapes'
import { savedSearchViews } from './saved-search-views'

/** The person's active saved searches, newest first, described in `locale`; withdrawn ones are only the record of consent. */
export async function ownSavedSearches(payload: Payload, user: User, locale: Locale): Promise<SavedSearchView[]> {
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { and: [{ user: { equals: user.id } }, { unsubscribedAt: { exists: false } }] },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return savedSearchViews(payload, docs, locale)
}
