import { describe, expect, it } from 'vitest'

import { revalidationSignature } from '@/lib/cache/revalidation-signature'

import { apiJson } from '../helpers/rest'

describe('POST /api/revalidate', () => {
  it('should refuse a request not signed with the site’s secret, so outsiders cannot flush page caches', async () => {
    const forged = await apiJson('POST', '/api/revalidate', { json: { tags: ['listings'], signature: 'a'.repeat(64) } })
    expect(forged.status).toBe(403)
    const otherTags = await apiJson('POST', '/api/revalidate', {
      json: { tags: ['listings', 'terms'], signature: revalidationSignature(['listings']) },
    })
    expect(otherTags.status).toBe(403)
  })

  it('should refuse tags that are not page caches', async () => {
    const unknown = await apiJson('POST', '/api/revalidate', { json: { tags: ['users'], signature: revalidationSignature(['users']) } })
    expect(unknown.status).toBe(400)
  })
})
