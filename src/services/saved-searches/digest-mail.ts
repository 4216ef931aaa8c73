import type { Payload } from 'payload'

import type { EmailContent } from '@/email/layout'
import { pageUrl } from '@/email/links'
import { type DigestSection, savedSearchDigestMessage } from '@/email/templates/saved-search-digest'
import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { formatEuro } from '@/lib/format/numbers'
import { relationId } from '@/lib/database/relation-id'
import { siteUrl } from '@/lib/runtime/site-url'
import type { SavedSearch, User } from '@/payload-types'
import { listingPlace } from '@/services/confidential/listing-place'
import type { PublicListing } from '@/services/listings/listing-shapes'

import { readStoredFields } from './fields'
import { savedSearchViews } from './saved-search-views'
import { searchNews } from './search-news'
import { unsubscribeToken } from './tokens'

/** Listings one digest shows at most, across its searches; each search links to all of its news. */
export const DIGEST_LISTINGS_MAX = 20

const detailOf = (listing: PublicListing, locale: Locale) =>
  [
    listing.price === null ? translate(locale, 'listings.priceOnRequest') : formatEuro(listing.price, locale),
    listingPlace(listing, (region) => translate(locale, `statisticalRegions.${region}`)),
    listing.category.title,
  ]
    .filter(Boolean)
    .join(' · ')

/**
 * The digest of one person's due saved searches in their language, or null when none has news.
 * Its one-click unsubscribe (RFC 8058: the List-Unsubscribe header, POSTed by the mail program)
 * and its last link withdraw every search of the mail; each section's link only its own.
 */
export async function digestMail(
  payload: Payload,
  owner: Pick<User, 'id' | 'first_name'>,
  searches: SavedSearch[],
  until: Date,
  locale: Locale,
): Promise<{ content: EmailContent; headers: Record<string, string>; withNews: number[] } | null> {
  const views = new Map((await savedSearchViews(payload, searches, locale)).map((view) => [view.id, view]))
  const sections: DigestSection[] = []
  const withNews: number[] = []
  let room = DIGEST_LISTINGS_MAX
  for (const search of searches) {
    const fields = readStoredFields(search.search)
    const view = views.get(search.id)
    if (!fields || !view) continue
    const news = await searchNews(
      payload,
      { categoryId: relationId(search.category), fields, after: new Date(search.checkedUntil), until, limit: room },
      locale,
    )
    if (news.count === 0) continue
    room -= news.listings.length
    withNews.push(search.id)
    sections.push({
      description: view.description,
      count: news.count,
      listings: news.listings.map((listing) => ({
        title: listing.title,
        url: pageUrl(locale, `/bizness/${listing.slug}`),
        detail: detailOf(listing, locale),
      })),
      searchUrl: `${siteUrl()}${view.path}`,
      unsubscribeUrl: pageUrl(locale, `/atteikties/${unsubscribeToken(payload, owner.id, [search.id])}`),
    })
  }
  if (sections.length === 0) return null
  const everyone = unsubscribeToken(
    payload,
    owner.id,
    searches.map((search) => search.id),
  )
  const content = savedSearchDigestMessage({
    locale,
    name: owner.first_name,
    sections,
    unsubscribeAllUrl: pageUrl(locale, `/atteikties/${everyone}`),
    manageUrl: pageUrl(locale, '/app/saved'),
  })
  const headers = {
    'List-Unsubscribe': `<${siteUrl()}/api/saved-searches/unsubscribe/${everyone}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
  return { content, headers, withNews }
}
