import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { INQUIRY_FLOOD_THRESHOLD } from '@/lib/inquiry/limits'
import type { InquiryStatus } from '@/lib/inquiry/status'
import { attentionCounts, startOfRigaDay } from '@/services/moderation/attention'

import { createCategory, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { createTestUser } from '../helpers/users'

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

  it('should show the listings flooded with inquiries nobody confirmed or the caps held within the day, and link to just those', async () => {
    const seller = await createTestUser(payload)
    const categoryId = (await createCategory(payload)).id
    const [unconfirmed, held, mixed, mailed, old] = await Promise.all(
      Array.from({ length: 5 }, () => createListing(payload, seller.user.id, categoryId)),
    )
    const inquiries = async (listingId: number, statuses: InquiryStatus[]) => {
      const ids: number[] = []
      for (const status of statuses) {
        const data = { listing: listingId, name: 'Robots', email: 'robots@example.lv', message: 'Plūdi', status }
        ids.push((await payload.create({ collection: 'inquiries', data, depth: 0 })).id)
      }
      return ids
    }
    const times = (count: number, status: InquiryStatus) => Array<InquiryStatus>(count).fill(status)
    await inquiries(unconfirmed.id, times(INQUIRY_FLOOD_THRESHOLD, 'unconfirmed'))
    await inquiries(held.id, times(INQUIRY_FLOOD_THRESHOLD, 'held'))
    await inquiries(mixed.id, [...times(INQUIRY_FLOOD_THRESHOLD - 1, 'unconfirmed'), 'mailed'])
    await inquiries(mailed.id, times(INQUIRY_FLOOD_THRESHOLD, 'mailed'))
    const yesterday = await inquiries(old.id, times(INQUIRY_FLOOD_THRESHOLD, 'unconfirmed'))
    await payload.db.drizzle.execute(sql`
      UPDATE inquiries SET created_at = now() - interval '25 hours' WHERE id IN (${sql.join(
        yesterday.map((id) => sql`${id}`),
        sql`, `,
      )})`)

    const item = (await attentionCounts(payload)).find((entry) => entry.key === 'inquiryFloods')!
    expect(item).toMatchObject({ collection: 'listings', filter: { field: 'id', operator: 'in' } })
    const flagged = item.filter.value.split(',').map(Number)
    expect(flagged).toEqual(expect.arrayContaining([unconfirmed.id, held.id]))
    for (const calm of [mixed, mailed, old]) expect(flagged).not.toContain(calm.id)
    expect(item.count).toBe(flagged.length)
  })
})
