/*
 * How a call says its answer is the same for every visitor who asks the same: the server's
 * copy of the pages (src/server/page-cache.ts) then keeps it, and drops it when a revalidation
 * names one of the tags it was built from. The header is the app's word to that copy only; the
 * copy takes it off before the answer leaves.
 */
export const SHARED_ANSWER_HEADER = 'x-bizness-shared-answer'

/** Tags never hold a comma (cache-tags.ts), so a comma joins them. */
export const sharedAnswerHeader = (tags: readonly string[]) => ({ [SHARED_ANSWER_HEADER]: tags.join(',') })

/** The tags a shared answer was built from; null when the answer is not shared. */
export function sharedAnswerTags(value: unknown): string[] | null {
  if (typeof value !== 'string' || value === '') return null
  return value.split(',')
}
