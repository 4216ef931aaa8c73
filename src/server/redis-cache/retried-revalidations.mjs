/** How often revalidations Redis did not take are sent again. */
export const RETRY_MS = 1_000

/**
 * The cache handler with its revalidations sent again until Redis takes them. One lost while
 * Redis is out of reach or too slow would leave the entries it should delete in Redis once it is
 * back, stale for every server until they expire: about a minute for listings, over a year for
 * what has no time limit (site settings, articles, terms).
 */
export function retriedRevalidations(handler) {
  const missed = new Set()
  let timer

  const retry = async () => {
    for (const tag of missed) {
      try {
        await handler.revalidateTag(tag)
        missed.delete(tag)
      } catch {
        break
      }
    }
    timer = missed.size > 0 ? setTimeout(retry, RETRY_MS).unref() : undefined
  }

  return {
    ...handler,
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag)
      } catch (error) {
        console.error(`Revalidation of ${tag} not stored in Redis, sent again every ${RETRY_MS / 1000} s until it is: ${error.message}`)
        missed.add(tag)
        timer ??= setTimeout(retry, RETRY_MS).unref()
      }
    },
  }
}
