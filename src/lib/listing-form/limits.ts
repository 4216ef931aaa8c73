/**
 * The limits of a listing's fields, in one place: the listings collection, the save call's
 * schema (./schema.ts) and the form's inputs all read them here. Plain numbers, so the browser
 * bundle gets them without the schema library.
 */
export const LISTING_LIMITS = {
  title: 150,
  description: 10_000,
  phone: 40,
  /** Price, turnover and profit: whole euros. */
  euros: 1e12,
  employees: 1e7,
  shareMin: 1,
  shareMax: 100,
} as const

/** How many digits a whole number of at most `max` has: what a figure input lets one type. */
export const digitsOf = (max: number) => String(max).length
