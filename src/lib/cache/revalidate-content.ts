import type { Payload, PayloadRequest } from 'payload'

import { whenTransactionEnds } from '@/lib/database/transaction-callbacks'
import type { CacheTag } from '@/lib/cache/cache-tags'
import { siteUrl } from '@/lib/runtime/site-url'

import { inNextServer } from '../runtime/in-next-server'
import { revalidateHere } from './revalidate-here'
import { revalidationSignature } from './revalidation-signature'

/** From another process (a script, a test, the CLI), ask the running site to revalidate. */
async function revalidateRemotely(tags: readonly CacheTag[]) {
  await fetch(`${siteUrl()}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags, signature: revalidationSignature(tags) }),
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
