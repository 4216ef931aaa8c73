import { AsyncLocalStorage } from 'node:async_hooks'

/** The tags of the cached reads made so far by one answer, while it is being made. */
const collected = new AsyncLocalStorage<Set<string>>()

/** Called by every cached read (data-cache.ts): the answer being made shows data under these tags. */
export function noteReadTags(tags: readonly string[]): void {
  const into = collected.getStore()
  if (into) for (const tag of tags) into.add(tag)
}

/** Runs `make` and says which cached reads' tags its result was built from. */
export async function withReadTags<T>(make: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const tags = new Set<string>()
  const result = await collected.run(tags, make)
  return { result, tags: [...tags] }
}
