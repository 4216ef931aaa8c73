import type { Payload, PayloadRequest } from 'payload'

import { whenTransactionEnds } from '@/lib/database/transaction-callbacks'
import { siteUrl } from '@/lib/runtime/site-url'
import { revalidatePageCache } from '@/server/page-cache-revalidation.mjs'

import type { CacheTag } from './cache-tags'
import { inNextServer } from './in-next-server'
import { purgeVarnish, varnishUrls } from './purge-varnish'
import { signRevalidation } from './revalidation-signature'

/*
 * The one way from a committed edit to fresh pages: the collection hooks name the tags their
 * change reaches (cache-tags.ts) and call revalidateContent; in the site's own process it
 * revalidates Next's caches and purges Varnish (revalidateHere), from any other process it asks
 * the site to, by the signed POST /api/revalidate, which calls revalidateHere there.
 */

/**
 * After the first round, again: a render in flight during the edit (a visitor's, or one Varnish
 * or Next began in the background) read the old content and stores it once more. In Redis such an
 * entry is dropped at its next read however late it comes (src/server/redis-cache); Next's own
 * cache and Varnish need the rounds.
 */
export const REPEAT_AFTER_MS = [500, 2_000]

/**
 * Revalidates the tags in Next's caches (shared by every server when they use Redis) and purges
 * them from Varnish in front, now and in the rounds of REPEAT_AFTER_MS. Next applies a request's
 * revalidations as it ends, beside `after`; each round revalidates the cache itself first and
 * purges Varnish once that is done: purged earlier, a visitor's request in between would put the
 * old page back from Next's cache.
 */
export async function revalidateHere(tags: readonly string[], onPurgeFailure: (error: unknown) => void): Promise<void> {
  const [{ revalidateTag }, { after }] = await Promise.all([import('next/cache'), import('next/server')])
  // expire 0: the next visitor waits for fresh content instead of seeing the old page once more.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  const round = async () => {
    await revalidatePageCache(tags)
    await purgeVarnish(tags, onPurgeFailure)
  }
  after(async () => {
    for (const delay of REPEAT_AFTER_MS) setTimeout(() => void round().catch(onPurgeFailure), delay).unref()
    await round()
  })
}

/**
 * From another process (the worker, a script, the CLI), ask the running site to revalidate:
 * through the first Varnish in front, which takes the call only from its purgers (the public's
 * way in, SITE_URL, refuses it), else the site alone.
 */
async function revalidateRemotely(tags: readonly CacheTag[]) {
  await fetch(`${varnishUrls()[0] ?? siteUrl()}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(signRevalidation(tags)),
    signal: AbortSignal.timeout(3_000),
  })
}

/**
 * Works in the site's own process and from any other process that shares its secret; a site
 * that is not running has nothing to flush, so failures are only logged.
 */
async function revalidateNow(payload: Payload, tags: readonly CacheTag[]): Promise<void> {
  try {
    // Outside a request (a scheduled job) Next refuses direct revalidation; go through HTTP then.
    const purgeFailed = (error: unknown) => payload.logger.error({ err: error, msg: `Varnish not purged of ${tags.join(', ')}` })
    if (inNextServer()) await revalidateHere(tags, purgeFailed).catch(() => revalidateRemotely(tags))
    else await revalidateRemotely(tags)
  } catch (error) {
    payload.logger.debug({ err: error, msg: `Page caches not revalidated for ${tags.join(', ')}` })
  }
}

/**
 * Tells the page caches that content under these tags changed, so an edit shows on the next
 * request: once the request's transaction commits, if it has one. Before the commit a visitor's
 * read would still find the old content and put it back in the caches for their whole lifetime;
 * a change rolled back revalidates nothing.
 */
export async function revalidateContent(req: PayloadRequest, tags: readonly CacheTag[]): Promise<void> {
  const now = () => revalidateNow(req.payload, tags)
  if (!(await whenTransactionEnds(req, { committed: now }))) await now()
}
