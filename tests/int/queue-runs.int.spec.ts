import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { mailQueueIdle } from '@/email/mail-queue'
import { LISTINGS_QUEUE } from '@/jobs/expiry-reminders'
import { runListingsQueue } from '@/jobs/listings-queue'

import { testPayload } from '../helpers/payload'
import { api } from '../helpers/rest'
import { createTestUser } from '../helpers/users'

/*
 * The listings queue (hourly reminders, digests and the sweep of orphan files, the sweep of ended listings every ten minutes) as two servers
 * on one database run it: `other` is a second Payload with its own pool, as another machine
 * behind the load balancer would have.
 */

let payload: Payload
let other: Payload

const listingJobs = async () =>
  (await payload.find({ collection: 'payload-jobs', where: { queue: { equals: LISTINGS_QUEUE } }, depth: 0, limit: 100 })).docs

/** Connections of this database left inside a transaction (one stuck there holds a pool's connection for good). */
const openTransactions = async () => {
  const { rows } = await payload.db.drizzle.execute(
    sql`SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  )
  return (rows[0] as { open: number }).open
}

beforeAll(async () => {
  payload = await testPayload()
  other = await getPayload({ config, key: 'second-server' })
  // Only Date is faked (and it keeps running), as in expiry-reminder.int.spec.ts.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
})

afterAll(async () => {
  vi.useRealTimers()
  await other.destroy()
})

describe('the listings queue', () => {
  it('should not be run by a process that merely served a REST call (no cron behind the tests’ backs)', async () => {
    expect((await api('GET', '/api/listing/locations')).status).toBe(200)
    expect(payload.crons).toEqual([])
  })

  it('should queue each scheduled task once and run it once when two servers run it at the same moment', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: LISTINGS_QUEUE } } })

    await Promise.all([runListingsQueue(payload), runListingsQueue(other), runListingsQueue(payload), runListingsQueue(other)])
    const queued = await listingJobs()
    expect(queued.map((job) => job.taskSlug).sort()).toEqual([
      'expiryReminders',
      'savedSearchDigest',
      'sweepExpiredListings',
      'sweepOrphanFiles',
    ])

    // At the hour all four are due; both servers' next runs reach for them at once.
    vi.setSystemTime(Math.max(...queued.map((job) => new Date(job.waitUntil!).getTime())) + 1_000)
    await Promise.all([runListingsQueue(payload), runListingsQueue(other), runListingsQueue(payload), runListingsQueue(other)])

    const left = await listingJobs()
    // Completed jobs are deleted; what stays is only the next runs, none failed, none taken twice.
    expect(left.filter((job) => job.hasError || job.processing)).toEqual([])
    expect(left.filter((job) => queued.some((done) => done.id === job.id))).toEqual([])
    // Mail the tasks queued (reminders, digests of other files' data) leaves in a run of its own, holding its lock meanwhile.
    await mailQueueIdle()
    expect(await openTransactions()).toBe(0)
  })

  it('should not be run through Payload’s own routes, an admin’s neither (they would run it beside the lock)', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: LISTINGS_QUEUE } } })
    const admin = await createTestUser(payload, ['admin'])
    for (const route of [
      `/api/payload-jobs/run?queue=${LISTINGS_QUEUE}`,
      `/api/payload-jobs/handle-schedules?queue=${LISTINGS_QUEUE}`,
    ] as const) {
      const answer = await api('GET', route, { token: admin.token })
      expect(answer.status, route).toBe(401)
    }
    expect(await listingJobs()).toEqual([])
  })
})
