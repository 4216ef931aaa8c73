import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { attentionCounts, startOfRigaDay } from '@/services/moderation/attention'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const count = async (key: string) => (await attentionCounts(payload)).find((item) => item.key === key)?.count

describe("the panel's attention dashboard", () => {
  it("should count today from Riga's midnight, in winter and in summer time", () => {
    expect(startOfRigaDay(new Date('2026-11-23T23:30:00Z')).toISOString()).toBe('2026-11-23T22:00:00.000Z')
    expect(startOfRigaDay(new Date('2026-11-23T21:30:00Z')).toISOString()).toBe('2026-11-22T22:00:00.000Z')
    expect(startOfRigaDay(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-06-30T21:00:00.000Z')
  })

  it('should count a newly blocked user, and link to the same filter the count used', async () => {
    const before = await count('blockedUsers')
    const blocked = await payload.create({
      collection: 'users',
      data: {
        email: `blocked-${Date.now()}@test.bizness.lv`,
        password: 'pw-blocked-long',
        first_name: 'Bloķēts',
        last_name: 'Lietotājs',
        roles: ['user'],
        blocked: true,
        blockedReasonCode: 'spam_or_fraud',
      },
      disableVerificationEmail: true,
    })
    try {
      expect(await count('blockedUsers')).toBe((before ?? 0) + 1)
      const item = (await attentionCounts(payload)).find((entry) => entry.key === 'blockedUsers')
      expect(item).toMatchObject({ collection: 'users', filter: { field: 'blocked', operator: 'equals', value: 'true' } })
    } finally {
      await payload.delete({ collection: 'users', id: blocked.id })
    }
  })
})
