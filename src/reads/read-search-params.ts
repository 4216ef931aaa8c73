import { type ListingSearch, RANGES, type RangeName, searchFields, searchOf } from '@/services/listings/public/search'

import { parsePageNumber } from '@/lib/listings/page-numbers'
import { RANGE_NAMES, SEARCH_FIELD_NAMES, SEARCH_PAGE_PARAM, type SearchFieldName } from '@/lib/search/search-param-names'
import { textProblem } from '@/lib/text/control-characters'

type RawParams = Record<string, string | string[] | undefined>

/** A search page's address read leniently: what makes sense is searched, the rest ignored and named. */
export type SearchState = {
  /** The valid fields as the address and the form carry them ('price_max' → '100000'). */
  fields: Partial<Record<SearchFieldName, string>>
  search: ListingSearch
  page: number
  /** Fields that made no sense ('abc', a maximum below its minimum) or a page number that was none. */
  ignored: (SearchFieldName | typeof SEARCH_PAGE_PARAM)[]
}

const NUMERIC = new Set<string>([...RANGE_NAMES.flatMap((name) => [`${name}_min`, `${name}_max`]), 'location'])

/** A figure as people type it: '50 000', '50000', '12,5' (spaces grouped, comma decimal). */
const typedNumber = (text: string) =>
  /^[\d\s\u00a0\u202f]*[.,]?\d*$/.test(text) ? Number(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')) : NaN

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/**
 * The search an address asks for. Unlike the call, which refuses bad input with a 400, a page
 * shows what it can: every field is checked on its own against the call's own rule (searchFields),
 * one that fails is left out and named, and a maximum below its minimum is left out.
 */
export function readSearchParams(params: RawParams): SearchState {
  const fields: SearchState['fields'] = {}
  const values: Record<string, unknown> = {}
  const ignored: SearchState['ignored'] = []
  for (const name of SEARCH_FIELD_NAMES) {
    const text = first(params[name])
    if (!text) continue
    // The call refuses such text at its edge (lib/api/validate.ts); the page leaves the field out.
    const parsed = textProblem(text) ? undefined : searchFields[name].safeParse(NUMERIC.has(name) ? typedNumber(text) : text)
    if (!parsed?.success || parsed.data === undefined) {
      ignored.push(name)
      continue
    }
    values[name] = parsed.data
    fields[name] = String(parsed.data)
  }
  for (const name of Object.keys(RANGES) as RangeName[]) {
    const [min, max] = [values[`${name}_min`], values[`${name}_max`]] as (number | undefined)[]
    if (min !== undefined && max !== undefined && min > max) {
      delete values[`${name}_max`]
      delete fields[`${name}_max`]
      ignored.push(`${name}_max`)
    }
  }
  const pageText = first(params[SEARCH_PAGE_PARAM])
  const page = parsePageNumber(pageText) ?? 1
  if (pageText && page === 1 && pageText !== '1') ignored.push(SEARCH_PAGE_PARAM)
  return { fields, search: searchOf(values), page, ignored }
}
