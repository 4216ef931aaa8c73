/** Page numbers and page sizes up to this keep PostgreSQL's OFFSET ((page - 1) × limit) in range. */
export const MAX_PAGING = 1_000_000_000

export type PagingProblem = { param: 'page' | 'limit' | 'depth' }

const whole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/**
 * Payload passes page, limit and depth on unchecked: a REST value that is not a number stays
 * text, a negative page becomes a negative OFFSET, 1.5 or 10^20 reach PostgreSQL as they are.
 * Pages count from 1; a limit of 0 is Payload's "all"; depth above the configured maximum is
 * lowered by Payload, so only its floor is checked here.
 */
export function pagingProblem(args: { page?: unknown; limit?: unknown; depth?: unknown }): PagingProblem | undefined {
  if (args.page != null && !whole(args.page, 1, MAX_PAGING)) return { param: 'page' }
  if (args.limit != null && !whole(args.limit, 0, MAX_PAGING)) return { param: 'limit' }
  if (args.depth != null && !whole(args.depth, 0, Number.MAX_SAFE_INTEGER)) return { param: 'depth' }
  return undefined
}
