import { CACHE_TAGS, categoryListingsTag, listingTag } from '@/lib/page-data/cache-tags'
import { RESERVED_PATHS } from '@/lib/reserved-paths'

/** A test on a page's path (no query): whether the page may show what changed. */
export type PageFilter = (path: string) => boolean

const LISTING_TAG = listingTag('')
const CATEGORY_TAG = categoryListingsTag('')

const LISTING_PAGE = /^\/bizness\/([^/]+)$/
const INDEX_PAGE = /^\/bizness(?:\/lapa\/[^/]+)?$/
const CATEGORY_PAGE = /^\/([^/.]+)(?:\/lapa\/[^/]+)?$/

/** The path as the Latvian page has it: English pages are the same under /en. */
const withoutLanguage = (path: string) => (path === '/en' ? '/' : path.startsWith('/en/') ? path.slice(3) : path)

/** The category a page lists (/{slug}, /{slug}/lapa/{n}), or null for any other page. */
const categoryOf = (path: string) => {
  const slug = CATEGORY_PAGE.exec(path)?.[1]
  return slug && !(RESERVED_PATHS as readonly string[]).includes(slug) ? slug : null
}

const isListingPage = (path: string) => LISTING_PAGE.test(path)
/** Home and the index show the list of all; the sitemap names every listing. */
const showsAll = (path: string) => path === '/' || path === '/sitemap.xml' || INDEX_PAGE.test(path)
/** Home, the index and every category's pages show the counts (the home figure, the sidebars). */
const showsCounts = (path: string) => path === '/' || INDEX_PAGE.test(path) || categoryOf(path) !== null

function pagesOfTag(tag: string): PageFilter {
  if (tag.startsWith(LISTING_TAG)) return (path) => LISTING_PAGE.exec(path)?.[1] === tag.slice(LISTING_TAG.length)
  if (tag.startsWith(CATEGORY_TAG)) return (path) => categoryOf(path) === tag.slice(CATEGORY_TAG.length)
  switch (tag) {
    case CACHE_TAGS.allListings:
      return showsAll
    case CACHE_TAGS.listingCounts:
      return showsCounts
    // On every listing read: every page that shows a listing or a count.
    case CACHE_TAGS.listings:
    case CACHE_TAGS.categories:
    case CACHE_TAGS.locations:
      return (path) => showsAll(path) || showsCounts(path) || isListingPage(path)
    case CACHE_TAGS.articles:
      return (path) => path === '/biznesa-pardosanas-padomi'
    case CACHE_TAGS.terms:
      return (path) => path === '/lietosanas-noteikumi' || path === '/sitemap.xml'
    // The site settings (the footer shows them) and anything else: every page.
    default:
      return () => true
  }
}

/**
 * Which public pages show data under these tags (src/lib/page-data/cache-tags.ts), by their
 * paths in either language: the server's copy of the pages (src/server/page-cache.ts) drops
 * only those.
 */
export function pagesShowing(tags: readonly string[]): PageFilter {
  const filters = tags.map(pagesOfTag)
  return (path) => {
    const page = withoutLanguage(path)
    return filters.some((affects) => affects(page))
  }
}
