import { describe, expect, it } from 'vitest'

import { REVALIDATION_VALID_MS, signRevalidation } from '@/lib/cache/revalidation-signature'

import { lv } from '../helpers/messages'
import { apiJson } from '../helpers/rest'

describe('POST /api/revalidate', () => {
  it('should refuse a request not signed with the site’s secret, so outsiders cannot flush page caches', async () => {
    const forged = await apiJson('POST', '/api/revalidate', { json: { ...signRevalidation(['listings']), signature: 'a'.repeat(64) } })
    expect(forged.status).toBe(403)
    const otherTags = await apiJson('POST', '/api/revalidate', { json: { ...signRevalidation(['listings']), tags: ['listings', 'terms'] } })
    expect(otherTags.status).toBe(403)
  })

  it('should refuse a signed body sent again after its minute, or with its time changed, so one seen in a log cannot be replayed', async () => {
    const replayed = await apiJson('POST', '/api/revalidate', {
      json: signRevalidation(['listings'], Date.now() - REVALIDATION_VALID_MS - 1_000),
    })
    expect(replayed).toEqual({ status: 403, body: { message: lv.api.revalidationExpired, error: 'expired' } })
    const early = await apiJson('POST', '/api/revalidate', {
      json: signRevalidation(['listings'], Date.now() + REVALIDATION_VALID_MS + 1_000),
    })
    expect(early.status).toBe(403)
    const retimed = await apiJson('POST', '/api/revalidate', {
      json: { ...signRevalidation(['listings'], Date.now() - 5 * 60_000), signedAt: Date.now() },
    })
    expect(retimed).toEqual({ status: 403, body: { message: lv.api.forbidden } })
  })

  it('should refuse a body without its time, as every signed one was before', async () => {
    const { tags, signature } = signRevalidation(['listings'])
    expect((await apiJson('POST', '/api/revalidate', { json: { tags, signature } })).status).toBe(400)
  })

  it('should refuse tags that are not page caches', async () => {
    const unknown = await apiJson('POST', '/api/revalidate', { json: signRevalidation(['users']) })
    expect(unknown.status).toBe(400)
  })
})
