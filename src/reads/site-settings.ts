import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/reads/payload-client'
import { getSiteSettings } from '@/services/site/site-settings'

import { CACHE_TAGS } from '@/lib/cache/cache-tags'
import { dataCache } from '@/lib/cache/data-cache'

/** Site settings for pages, cached until an editor changes them. */
export const cachedSiteSettings = dataCache(async (locale: Locale) => getSiteSettings(await payloadClient(), locale), ['site-settings'], {
  tags: [CACHE_TAGS.settings],
})
