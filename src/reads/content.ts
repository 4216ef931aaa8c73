import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/reads/payload-client'
import { listArticles } from '@/services/content/articles'
import { getTerms } from '@/services/content/terms'
import { getNda } from '@/services/nda/nda-text'

import { CACHE_TAGS } from '@/lib/cache/cache-tags'
import { dataCache } from '@/lib/cache/data-cache'

/** The resource articles for pages, cached until an editor changes one. */
export const cachedArticles = dataCache(async (locale: Locale) => listArticles(await payloadClient(), locale), ['articles'], {
  tags: [CACHE_TAGS.articles],
})

/** The terms of use for pages, cached until an editor changes them. */
export const cachedTerms = dataCache(async (locale: Locale) => getTerms(await payloadClient(), locale), ['terms'], {
  tags: [CACHE_TAGS.terms],
})

/** The NDA buyers accept, for confidential listings' pages, cached until an editor changes it. */
export const cachedNda = dataCache(async (locale: Locale) => getNda(await payloadClient(), locale), ['nda'], {
  tags: [CACHE_TAGS.nda],
})
