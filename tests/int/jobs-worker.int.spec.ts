import crypto from 'node:crypto'

import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { MAIL_QUEUE } from '@/email/mail-queue'
import { MAIL_CHANNEL } from '@/email/mail-signal'
import { LISTINGS_QUEUE } from '@/jobs/expiry-reminders'
import { runListingsQueue } from '@/jobs/listings-queue'
import { runServerQueues } from '@/jobs/server-queues'
import { WORKER_LISTENER } from '@/jobs/worker'

import { inboxForThisFile } from '../helpers/smtp'
import { startWorker, type WorkerProcess } from '../helpers/worker'

/*
 * Web servers with JOBS=off and `npm run worker` beside them. The workers are child processes on
 * this file's database, mailing to this file's SMTP inbox; this process plays the web server.
 */

const { payload, inbox } = await inboxForThisFile()

const address = () => `worker-${crypto.randomBytes(4).toString('hex')}@example.lv`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Queues one message as a web server does (the mail adapter, then the kick). */
const queueMail = (to: string) => payload.sendEmail({ to, subject: 'Darbinieka pārbaude', text: 'Sveiki!' })

const jobsOf = async (queue: string) =>
  (await payload.find({ collection: 'payload-jobs', where: { queue: { equals: queue } }, depth: 0, limit: 200 })).docs

const mailJobTo = async (to: string) =>
  (await jobsOf(MAIL_QUEUE)).find((job) => (job.input as { message?: { to?: string } }).message?.to === to)

async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`)
    await sleep(50)
  }
}

/** Connections of this database left inside a transaction (one stuck there holds a pool's connection for good). */
const openTransactions = async () => {
  const { rows } = await payload.db.drizzle.execute(
    sql`SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  )
  return (rows[0] as { open: number }).open
}

const listenerPids = async () => {
  const { rows } = await payload.db.drizzle.execute(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${WORKER_LISTENER}`,
  )
  return (rows as { pid: number }[]).map((row) => row.pid)
}

/**
 * Delivery times here must beat the workers' 10-second safety-net run: only the signal explains
 * them. Half of it leaves a busy machine room.
 */
const SOON_MS = 5_000

describe('a web server with JOBS=off', () => {
  afterEach(() => {
    vi.useRealTimers()
    delete process.env.JOBS
  })

  it('should queue mail and signal the workers, and never run a queue, neither on a kick nor on its schedules', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: LISTINGS_QUEUE } } })
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    try {
      await listener.query(`LISTEN ${MAIL_CHANNEL}`)
      let signalled = false
      listener.once('notification', () => (signalled = true))
      process.env.JOBS = 'off'
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
      runServerQueues(payload)

      const to = address()
      await queueMail(to)
      // Long enough for every schedule a server keeps: mail every 10 s, listings every minute.
      vi.advanceTimersByTime(5 * 60_000)
      await sleep(1_000)

      const job = await mailJobTo(to)
      expect(job).toMatchObject({ processing: false, totalTried: 0 })
      expect(job?.completedAt ?? null).toBeNull()
      expect(inbox.to(to)).toEqual([])
      expect(await jobsOf(LISTINGS_QUEUE)).toEqual([])
      expect(signalled).toBe(true)
    } finally {
      await listener.end()
    }
  })
})

describe('npm run worker', () => {
  let worker: WorkerProcess

  beforeAll(async () => {
    worker = startWorker()
    await worker.ready
  })

  afterAll(async () => {
    await worker.stop()
  })

  afterEach(() => {
    inbox.holdMs = 0
    delete process.env.JOBS
  })

  /** Queues a mail as a JOBS=off server does and expects the worker to deliver it soon; the address it went to. */
  async function expectDeliveredSoon(): Promise<string> {
    process.env.JOBS = 'off'
    const to = address()
    const queued = Date.now()
    await queueMail(to)
    await until(`${to} has mail`, async () => inbox.to(to).length > 0, SOON_MS * 2)
    expect(Date.now() - queued).toBeLessThan(SOON_MS)
    return to
  }

  it('should deliver at once the mail a JOBS=off server queued, told by NOTIFY', async () => {
    const to = await expectDeliveredSoon()
    expect(inbox.to(to)).toHaveLength(1)
  })

  it('should listen again when its connection drops, and deliver at once again', async () => {
    const [before] = await listenerPids()
    expect(before).toBeDefined()
    await payload.db.drizzle.execute(sql`SELECT pg_terminate_backend(${before})`)
    await until('the worker listens again', async () => {
      const now = await listenerPids()
      return now.length === 1 && now[0] !== before
    })
    await expectDeliveredSoon()
  })

  it('should let the run in progress end on SIGTERM, then exit cleanly', async () => {
    inbox.holdMs = 1_500
    process.env.JOBS = 'off'
    const to = address()
    await queueMail(to)
    await until('the worker is sending it', async () => (await mailJobTo(to))?.processing === true)

    expect(await worker.stop()).toBe(0)
    expect(worker.output()).toContain('The worker stopped.')
    expect(inbox.to(to)).toHaveLength(1)
    expect(await mailJobTo(to)).toBeUndefined()
    expect(await listenerPids()).toEqual([])
    expect(await openTransactions()).toBe(0)
  })
})

describe('two workers and a web server on one database', () => {
  let other: Payload
  const workers: WorkerProcess[] = []

  beforeAll(async () => {
    other = await getPayload({ config, key: 'jobs-worker-second-server' })
  })

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()))
    await other.destroy()
  })

  // Two workers starting side by side (each compiles and boots its own Payload) take a while on a busy machine.
  it('should queue each scheduled listings task once per period and run it once', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: LISTINGS_QUEUE } } })
    await runListingsQueue(payload)
    const due = await jobsOf(LISTINGS_QUEUE)
    expect(due.map((job) => job.taskSlug).sort()).toEqual([
      'expiryReminders',
      'savedSearchDigest',
      'sweepExpiredListings',
      'sweepOrphanFiles',
    ])
    // The hour has come: all four are due, and every process reaches for them at once.
    await payload.db.drizzle.execute(sql`UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE queue = ${LISTINGS_QUEUE}`)

    workers.push(startWorker(), startWorker())
    let started = false
    const bothReady = Promise.all(workers.map((worker) => worker.ready)).finally(() => (started = true))
    // The web servers run the queue all the while the workers start and make their first runs.
    while (!started) await Promise.all([runListingsQueue(payload), runListingsQueue(other), sleep(500)])
    await bothReady

    const left = await jobsOf(LISTINGS_QUEUE)
    // Completed jobs are deleted: what stays is the next period's, one per task, none failed or taken twice.
    expect(left.filter((job) => due.some((done) => done.id === job.id))).toEqual([])
    expect(left.map((job) => job.taskSlug).sort()).toEqual([
      'expiryReminders',
      'savedSearchDigest',
      'sweepExpiredListings',
      'sweepOrphanFiles',
    ])
    expect(left.filter((job) => job.hasError || job.processing || (job.totalTried ?? 0) > 0)).toEqual([])
    for (const job of left) expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())

    expect(await Promise.all(workers.map((worker) => worker.stop()))).toEqual([0, 0])
    expect(await openTransactions()).toBe(0)
  }, 240_000)
})
