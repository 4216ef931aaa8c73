import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailQueueIdle, runMailQueue } from '@/email/mail-queue'
import { type RunningDatabase, startEmbeddedPostgres } from '../../tools/postgres/embedded'
import { messageIdOf } from '@/jobs/send-email'

import { bringForward, mailJobsTo, until } from '../helpers/mail-jobs'
import type { SmtpInbox } from '../helpers/smtp'

/*
 * PostgreSQL goes away at the worst moment for a mail: the SMTP server has just taken the
 * message and the runner has yet to record that it did. Once the database is back the message
 * must not go a second time. This file runs on a cluster of its own, which it stops and starts,
 * and runs the mail queue in this process.
 */

let dir: string
let db: RunningDatabase
let payload: Payload
let inbox: SmtpInbox

const startDatabase = (port?: number) => startEmbeddedPostgres({ dir, database: 'bizness', throwaway: true, log: () => {}, port })

const address = () => `restart-${crypto.randomBytes(4).toString('hex')}@example.lv`

/** Runs the mail queue, due or not, until no job to `to` waits any more. */
async function deliverEverything(to: string) {
  await until('nothing waits to be sent', async () => {
    const waiting = (await mailJobsTo(payload, to)).filter((job) => !job.completedAt && !job.hasError)
    if (waiting.length === 0) return true
    await bringForward(payload, waiting)
    await runMailQueue(payload).catch(() => undefined)
    return false
  })
}

beforeAll(async () => {
  dir = path.join(process.env.BIZNESS_DATA_DIR!, 'mail-restart-postgres')
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  db = await startDatabase()
  // Before Payload's config is first imported (the inbox's helper imports it too), which reads it.
  process.env.DATABASE_URL = db.url
  const [{ testPayload }, { runMigrations }, { startInbox }] = await Promise.all([
    import('../helpers/payload'),
    import('@/lib/database/migrate'),
    import('../helpers/smtp'),
  ])
  inbox = await startInbox()
  payload = await testPayload()
  await runMigrations(payload)
})

afterAll(async () => {
  await inbox?.stop()
  await payload?.destroy()
  await db?.stop()
})

describe('a mail while PostgreSQL restarts', () => {
  it('should arrive once when the database went away right after the SMTP server took it', async () => {
    const to = address()
    inbox.beforeAccept = async () => {
      inbox.beforeAccept = undefined
      await db.stop()
    }
    const { queued } = (await payload.sendEmail({ to, subject: 'Datubāze restartējas', text: 'Sveiki!' })) as { queued: number }
    await until('the SMTP server has taken the message', async () => inbox.to(to).length > 0)
    // Down for a moment, as in a restart, while the runner tries to record the delivery.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    db = await startDatabase(db.port)
    await mailQueueIdle()

    await deliverEverything(to)
    expect(inbox.to(to).map((copy) => copy.messageId)).toEqual([messageIdOf(queued)])
    expect(await mailJobsTo(payload, to)).toEqual([])
  }, 120_000)

  it('should complete a job whose message the SMTP server took on an earlier try without sending it again', async () => {
    const to = address()
    process.env.JOBS = 'off'
    let queued: number
    try {
      ;({ queued } = (await payload.sendEmail({ to, subject: 'Jau nosūtīts', text: 'Sveiki!' })) as { queued: number })
    } finally {
      delete process.env.JOBS
    }
    // What a try leaves whose run could not record its success in the job: the delivery's own record.
    await payload.db.drizzle.execute(sql`INSERT INTO sent_mail (job_id, message_id) VALUES (${queued}, ${messageIdOf(queued)})`)

    await deliverEverything(to)
    expect(inbox.to(to)).toEqual([])
    expect(await mailJobsTo(payload, to)).toEqual([])
    const { rows } = await payload.db.drizzle.execute(sql`SELECT 1 FROM sent_mail WHERE job_id = ${queued}`)
    expect(rows).toEqual([])
  })
})
