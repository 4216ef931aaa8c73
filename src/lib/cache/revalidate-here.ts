import { purgeVarnish } from './purge-varnish'

/**
 * Revalidates the tags in Next's caches (shared by every server when they use Redis) and purges
 * them from Varnish in front. Next applies a request's revalidations as the request ends, so
 * Varnish is purged after that: purged earlier, a visitor's request in between would put the
 * old page back from Next's cache.
 */
export async function revalidateHere(tags: readonly string[], onPurgeFailure: (error: unknown) => void): Promise<void> {
  const [{ revalidateTag }, { after }] = await Promise.all([import('next/cache'), import('next/server')])
  // expire 0: the next visitor waits for fresh content instead of seeing the old page once more.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  after(() => purgeVarnish(tags, onPurgeFailure))
}
