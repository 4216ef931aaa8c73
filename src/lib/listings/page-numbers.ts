/*
 * Listings pages beyond the first live at {base}/lapa/{n} (/bizness/lapa/2, /razosana/lapa/3):
 * a path, not ?page=, so every page is a cacheable static page like the first. The first page
 * is the base path itself.
 */

const PAGE_SEGMENT = 'lapa'

/** The path of page `page` of a listings page at `basePath` ('/bizness', '/{category}'). */
export const listingsPagePath = (basePath: string, page: number) => (page <= 1 ? basePath : `${basePath}/${PAGE_SEGMENT}/${page}`)

/** The page number in a /lapa/{n} path: a whole number written plainly (no '02', at most 9999), else null. */
export const parsePageNumber = (segment: string): number | null => (/^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : null)

/** Page numbers to offer: the first, the last, and two either side of the current one; null marks a gap. */
export function pageNumbersAround(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((number, index) => (index > 0 && number - shown[index - 1]! > 1 ? [null, number] : [number]))
}
