import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { MAIL_QUEUE } from '@/email/mail-queue'
import { QUEUE_LOCKS } from '@/jobs/run-alone'
import type { PayloadJob } from '@/payload-types'

/** The mail queue's jobs that write to `to`, done ones excepted (they are deleted). */
export async function mailJobsTo(payload: Payload, to: string): Promise<PayloadJob[]> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: MAIL_QUEUE } }, limit: 0, pagination: false })
  return docs.filter((job) => (job.input as { message?: { to?: string } })?.message?.to === to)
}

/** Whether no run holds the mail queue's lock now (tried and let go in one statement). */
export async function mailLockIsFree(payload: Payload): Promise<boolean> {
  const { rows } = await payload.db.drizzle.execute(sql`SELECT pg_try_advisory_xact_lock(${QUEUE_LOCKS[MAIL_QUEUE]}, 0) AS free`)
  return (rows[0] as { free: boolean }).free
}

/** Makes the jobs due now instead of at the end of their retry pause. */
export async function bringForward(payload: Payload, jobs: PayloadJob[]): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { id: { in: jobs.map((job) => job.id) } },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
  })
}

export async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
