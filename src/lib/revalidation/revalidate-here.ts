import { flushPageCache } from './page-cache-flush'

/** Revalidates the tags in Next's page cache of this process and drops what shows them from the server's page cache. */
export async function revalidateHere(tags: readonly string[]): Promise<void> {
  const { revalidateTag } = await import('next/cache')
  // expire 0: the next visitor waits for fresh content instead of seeing the old page once more.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  flushPageCache(tags)
}
