import { sql } from '@payloadcms/db-postgres'

/**
 * The bands a confidential listing shows instead of its turnover, profit and employees: each
 * scale is a list of lower bounds, a band running to the next one (the last is open). Defined
 * here once for the views (the band of a figure) and for search (the bounds of a listing's band
 * in SQL), so a range search finds a confidential listing through its band alone.
 */
export const FIGURE_BANDS = {
  turnover: [0, 100_000, 250_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000],
  profit: [0, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000],
  employees: [0, 5, 10, 25, 50, 100, 250],
} as const

export type BandedFigure = keyof typeof FIGURE_BANDS

/** A band: from (inclusive) up to (exclusive), null when it is the last. */
export type FigureBand = { from: number; to: number | null }

/** The band a figure falls in, null without a figure. */
export function figureBand(figure: BandedFigure, value: number | null | undefined): FigureBand | null {
  if (value === null || value === undefined) return null
  const bounds: readonly number[] = FIGURE_BANDS[figure]
  let band: FigureBand = { from: bounds[0], to: bounds[1] ?? null }
  bounds.forEach((bound, index) => {
    if (value >= bound) band = { from: bound, to: bounds[index + 1] ?? null }
  })
  return band
}

const NO_BREAK_SPACE = '\u00a0'
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE)

/**
 * A band as people read it, the same on every language's pages ('100 000–250 000 €', '10–24',
 * '≥ 250'): a band's figures are the same in any language, and one spelling is one thing to check.
 */
export function bandLabel(figure: BandedFigure, { from, to }: FigureBand): string {
  const euros = figure !== 'employees'
  const unit = euros ? `${NO_BREAK_SPACE}€` : ''
  if (to === null) return `≥${NO_BREAK_SPACE}${grouped(from)}${unit}`
  return `${grouped(from)}–${grouped(euros ? to : to - 1)}${unit}`
}

/**
 * The lower or upper bound of the band of `column` (NULL for the last band's upper one), in SQL.
 * The bounds are written as literals, not parameters: the search's order by turnover is this
 * expression, and an index of it (migration 20261206_170000_search_orders_confidential) serves
 * only a query that spells it the same.
 */
export function bandBoundSql(figure: BandedFigure, column: ReturnType<typeof sql>, end: 'from' | 'to') {
  const bounds: readonly number[] = FIGURE_BANDS[figure]
  const literal = (value: number | null) => sql.raw(value === null ? 'NULL' : String(Math.trunc(value)))
  const steps = bounds
    .map((bound, index) => ({ bound, next: bounds[index + 1] ?? null }))
    .reverse()
    .map(({ bound, next }) => sql`WHEN ${column} >= ${literal(bound)} THEN ${literal(end === 'from' ? bound : next)}::numeric`)
  return sql`(CASE ${sql.join(steps, sql` `)} END)`
}
