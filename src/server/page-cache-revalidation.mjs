/**
 * The running server's page cache (cache-handler.mjs) revalidated directly, outside the request
 * whose end applies Next's revalidateTag: how the app drops entries again a moment after an edit
 * (src/lib/cache/revalidate-content.ts). Next loads the handler with its own require and the
 * app's code is bundled, so each has its own copy of this module; the two meet on globalThis.
 */
const REVALIDATE = Symbol.for('bizness.revalidatePageCache')

/** Called by the cache handler Next makes with a way to revalidate tags in it (every handler reaches the same cache). */
export function offerPageCacheRevalidation(revalidate) {
  globalThis[REVALIDATE] ??= revalidate
}

/** Revalidates `tags` in this server's page cache (in Redis, every server's); nothing before Next has made one. */
export async function revalidatePageCache(tags) {
  await globalThis[REVALIDATE]?.(tags)
}
