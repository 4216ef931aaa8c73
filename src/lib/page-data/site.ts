import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/payload'
import { getSiteSettings } from '@/services/site/site-settings'

import { CACHE_TAGS } from './cache-tags'

/** Site settings for pages, cached until an editor changes them. */
export const cachedSiteSettings = unstable_cache(
  async (locale: Locale) => getSiteSettings(await payloadClient(), locale),
  ['site-settings'],
  { tags: [CACHE_TAGS.settings] },
)
