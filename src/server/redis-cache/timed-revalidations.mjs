import { COMMAND_TIMEOUT_MS } from './client.mjs'

/** Where the `redis-strings` handler keeps each tag's last revalidation (its REVALIDATED_TAGS_KEY), after the key prefix. */
const REVALIDATED_AT = '__revalidated_tags__'

/**
 * The Redis handler with the time of every tag's revalidation kept, where it keeps only those of
 * Next's implicit (path) tags. Its `get` already drops an entry with a tag revalidated after the
 * entry's lastModified; RedisCache stamps each entry with the time its request began. So an entry
 * that a render in flight during an edit stores after the edit's revalidation, from what it read
 * before, is dropped at its next read instead of living out its lifetime on every server.
 */
export function timedRevalidations(handler, client, keyPrefix) {
  return {
    ...handler,
    async revalidateTag(tag) {
      await client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS)).hSet(`${keyPrefix}${REVALIDATED_AT}`, tag, Date.now())
      await handler.revalidateTag(tag)
    },
  }
}
