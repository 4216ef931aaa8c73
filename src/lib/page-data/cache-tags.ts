/** The tags page data is cached under; collection hooks revalidate them when content changes. */
export const CACHE_TAGS = {
  listings: 'listings',
  categories: 'categories',
  locations: 'locations',
  settings: 'site-settings',
  articles: 'articles',
  terms: 'terms',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
