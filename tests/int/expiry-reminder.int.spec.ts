import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { mailQueueIdle } from '@/email/mail-queue'
import { LISTINGS_QUEUE } from '@/jobs/expiry-reminders'
import { DAY_MS } from '@/lib/listings/listing-renewal'
import type { Category, Listing, User } from '@/payload-types'
import { sendExpiryReminders } from '@/services/listings/expiry-reminders'

import { createCategory, createListing } from '../helpers/fixtures'
import { mailTo } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

let payload: Payload
let category: Category

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()
const dayOf = (date: string) => new Date(date).toLocaleDateString('en-GB', { timeZone: 'Europe/Riga' }).replaceAll('/', '.')

/** When the owner was reminded in the listing's current lifetime (the API never shows it). */
const remindedAt = async (listing: Listing) =>
  (await payload.findByID({ collection: 'listings', id: listing.id, depth: 0, showHiddenFields: true })).expiryReminderSentAt ?? null

/** The mail already delivered to `to` (nothing is waited for). */
const delivered = async (to: string) => {
  await mailQueueIdle()
  return mailTo(to, { atLeast: 0 })
}

/**
 * What the server's listings queue run does (src/jobs/listings-queue.ts): queue the scheduled run
 * (it waits for the next full hour), then, the clock moved to that hour, run it; then deliver its mail.
 */
async function runScheduledReminders() {
  await payload.jobs.handleSchedules({ queue: LISTINGS_QUEUE })
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'expiryReminders' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  vi.setSystemTime(Math.max(Date.now(), new Date(docs[0].waitUntil!).getTime() + 1_000))
  await payload.jobs.run({ queue: LISTINGS_QUEUE })
  await mailQueueIdle()
}

const seller = (extra: Partial<User> = {}): Promise<TestUser> => createTestUser(payload, ['user'], extra)

beforeAll(async () => {
  payload = await testPayload()
  category = await createCategory(payload)
  // Only Date is faked (and it keeps running): timers, sockets and the mail queue work as ever.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
})

afterAll(() => {
  vi.useRealTimers()
})

describe('the expiry reminder task', () => {
  it('should queue one reminder 7 days before the expiry (not at 8, not twice), in Latvian by default', async () => {
    const owner = await seller()
    const listing = await createListing(payload, owner.user.id, category.id, { expiry_date: inDays(10) })
    const expiry = new Date(listing.expiry_date).getTime()

    await runScheduledReminders()
    vi.setSystemTime(expiry - 8 * DAY_MS)
    await runScheduledReminders()
    expect(await remindedAt(listing)).toBeNull()
    expect(await delivered(owner.email)).toEqual([])

    vi.setSystemTime(expiry - 7 * DAY_MS)
    await runScheduledReminders()
    const sentAt = await remindedAt(listing)
    expect(sentAt).not.toBeNull()
    const [mail, ...more] = await mailTo(owner.email)
    expect(more).toEqual([])
    expect(mail.subject).toBe(`Jūsu sludinājuma termiņš beidzas ${dayOf(listing.expiry_date)} — Bizness`)
    expect(mail.text).toContain(`Jūsu sludinājums “${listing.title}” portālā Bizness būs redzams līdz ${dayOf(listing.expiry_date)}.`)
    expect(mail.text).toMatch(new RegExp(`^https?://[^/\\s]+/app/listing/edit/${listing.id}\\r?$`, 'm'))

    await runScheduledReminders()
    expect(await remindedAt(listing)).toBe(sentAt)
    expect(await delivered(owner.email)).toHaveLength(1)
  })

  it('should write to an English-speaking owner in English, linking the English edit screen', async () => {
    const owner = await seller({ locale: 'en' })
    const listing = await createListing(payload, owner.user.id, category.id, { expiry_date: inDays(6) })
    await runScheduledReminders()
    const [mail] = await mailTo(owner.email)
    expect(mail.subject).toBe(`Your listing ends on ${dayOf(listing.expiry_date)} — Bizness`)
    expect(mail.text).toContain('If the company is still for sale, renew the listing')
    expect(mail.text).toMatch(new RegExp(`^https?://[^/\\s]+/en/app/listing/edit/${listing.id}\\r?$`, 'm'))
  })

  it('should not remind about hidden or expired listings, nor sellers who are blocked or disabled in a team', async () => {
    const owner = await seller()
    const blocked = await seller()
    const disabled = await seller()
    const quiet = [
      await createListing(payload, owner.user.id, category.id, { expiry_date: inDays(3), status: 'hidden' }),
      await createListing(payload, owner.user.id, category.id, { expiry_date: inDays(-1) }),
      await createListing(payload, blocked.user.id, category.id, { expiry_date: inDays(3) }),
      await createListing(payload, disabled.user.id, category.id, { expiry_date: inDays(3) }),
    ]
    await payload.update({ collection: 'users', id: blocked.user.id, data: { blocked: true } })
    await payload.update({ collection: 'users', id: disabled.user.id, data: { is_deleted: true } })

    await runScheduledReminders()
    for (const listing of quiet) expect(await remindedAt(listing)).toBeNull()
    for (const who of [owner, blocked, disabled]) expect(await delivered(who.email)).toEqual([])
  })

  it('should send one reminder even when two runs race for it', async () => {
    const owner = await seller()
    const listing = await createListing(payload, owner.user.id, category.id, { expiry_date: inDays(2) })
    await Promise.all([sendExpiryReminders(payload), sendExpiryReminders(payload)])
    expect(await remindedAt(listing)).not.toBeNull()
    expect(await mailTo(owner.email)).toHaveLength(1)
  })

  it('should remind again before the end of the next lifetime once the owner renews', async () => {
    const owner = await seller()
    const listing = await createListing(payload, owner.user.id, category.id, { expiry_date: inDays(3) })
    await runScheduledReminders()
    expect(await mailTo(owner.email)).toHaveLength(1)

    const renewed = await apiJson<{ expiry_date: string }>('POST', `/api/listing/renew/${listing.id}`, { token: owner.token })
    expect(renewed.status).toBe(200)
    expect(await remindedAt(listing)).toBeNull()
    await runScheduledReminders()
    expect(await remindedAt(listing)).toBeNull()

    vi.setSystemTime(new Date(renewed.body.expiry_date).getTime() - 7 * DAY_MS)
    await runScheduledReminders()
    expect(await remindedAt(listing)).not.toBeNull()
    const mails = await mailTo(owner.email, { atLeast: 2 })
    expect(mails).toHaveLength(2)
    expect(mails[1].subject).toContain(dayOf(renewed.body.expiry_date))
  })
})
