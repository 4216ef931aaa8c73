import { afterEach, describe, expect, it, vi } from 'vitest'

import { RETRY_MS, retriedRevalidations } from '../../src/server/redis-cache/retried-revalidations.mjs'

/** A stand-in for the Redis handler that refuses revalidations while `reachable` is false, and counts them. */
function redisHandler() {
  const state = { reachable: false, sent: [] as string[] }
  const handler = {
    name: 'redis-strings',
    get: async () => null,
    set: async () => {},
    revalidateTag: async (tag: string) => {
      state.sent.push(tag)
      if (!state.reachable) throw new Error('Redis client is not ready yet or connection is lost.')
    },
  }
  return { state, handler }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('revalidations Redis does not take (src/server/redis-cache/retried-revalidations.mjs)', () => {
  it('should send a refused revalidation again every second until Redis takes it, then stop', async () => {
    vi.useFakeTimers()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { state, handler } = redisHandler()
    const retried = retriedRevalidations(handler)

    await retried.revalidateTag('listing:a')
    await retried.revalidateTag('listings:all')
    expect(state.sent).toEqual(['listing:a', 'listings:all'])
    expect(logged).toHaveBeenCalledTimes(2)

    await vi.advanceTimersByTimeAsync(RETRY_MS)
    // The first refusal says Redis is still away; the rest wait for the next round.
    expect(state.sent).toEqual(['listing:a', 'listings:all', 'listing:a'])

    state.reachable = true
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    expect(state.sent.slice(3)).toEqual(['listing:a', 'listings:all'])

    await vi.advanceTimersByTimeAsync(10 * RETRY_MS)
    expect(state.sent).toHaveLength(5)
  })

  it('should keep the handler as it is otherwise', async () => {
    const { state, handler } = redisHandler()
    state.reachable = true
    const retried = retriedRevalidations(handler)
    expect(retried.name).toBe('redis-strings')
    expect(retried.get).toBe(handler.get)
    await retried.revalidateTag('terms')
    expect(state.sent).toEqual(['terms'])
  })
})
