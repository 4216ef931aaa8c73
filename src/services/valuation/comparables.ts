/** What the site's own public listings of one sector ask, as multiples of a figure: price ÷ profit or price ÷ turnover. */
export type Multiple = {
  /** How many listings the multiple rests on. */
  count: number
  median: number
  min: number
  max: number
}

/** A sector's multiples (sector-multiples.ts); a multiple is null when no listing of the sector gives it. */
export type SectorMultiples = { categoryId: number; byProfit: Multiple | null; byTurnover: Multiple | null }

/** A value by comparables: the median multiple times the company's figure, and the range the sector's listings span. */
export type ComparableValue = { value: number; low: number; high: number; count: number; multiple: number }

/**
 * The comparables method: the company's figure times what similar companies on the site ask per
 * unit of it. Asking prices, not deal prices (the article says so), hence a range beside the
 * median. No value without a positive figure or without a multiple.
 */
export function comparableValue(multiple: Multiple | null, figure: number): ComparableValue | null {
  if (!multiple || multiple.count === 0 || !(figure > 0)) return null
  return {
    value: Math.round(multiple.median * figure),
    low: Math.round(multiple.min * figure),
    high: Math.round(multiple.max * figure),
    count: multiple.count,
    multiple: multiple.median,
  }
}
