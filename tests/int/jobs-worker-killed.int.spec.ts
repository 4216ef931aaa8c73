import crypto from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { runMailQueue } from '@/email/mail-queue'
import { messageIdOf } from '@/jobs/send-email'

import { mailJobsTo, mailLockIsFree, until } from '../helpers/mail-jobs'
import { silentServer } from '../helpers/silent-server'
import { inboxForThisFile } from '../helpers/smtp'
import { startWorker } from '../helpers/worker'

/*
 * `npm run worker` killed outright (SIGKILL) in the middle of a run: its lock must go with its
 * connection, the next run must take the jobs it left, and a job's mail must not go twice.
 */

const { payload, inbox } = await inboxForThisFile()

const address = () => `killed-${crypto.randomBytes(4).toString('hex')}@example.lv`

/** Queues a message as a web server with JOBS=off does: the worker, not this process, runs the queue. */
async function queueForWorker(to: string) {
  process.env.JOBS = 'off'
  try {
    await payload.sendEmail({ to, subject: 'Darbinieks apturēts', text: 'Sveiki!' })
  } finally {
    delete process.env.JOBS
  }
}

afterEach(() => {
  inbox.holdMs = 0
})

describe('a worker killed mid-run', () => {
  it('should free the queue’s lock with its connection, and the next run should deliver the mail it held, once', async () => {
    const worker = startWorker()
    await worker.ready
    await inbox.stop()
    const hang = await silentServer(inbox.listeningPort)
    const to = address()
    try {
      await queueForWorker(to)
      await until('the worker is sending it', async () => (await mailJobsTo(payload, to))[0]?.processing === true)
      expect(await mailLockIsFree(payload)).toBe(false)

      await worker.kill()
      await until('PostgreSQL has ended the dead worker’s lock', () => mailLockIsFree(payload))
      // Left marked as taken: Payload's runner alone would never take it again.
      expect(await mailJobsTo(payload, to)).toMatchObject([{ processing: true, totalTried: 0 }])
    } finally {
      await hang.close()
    }

    await inbox.start()
    await runMailQueue(payload)
    expect(inbox.to(to)).toHaveLength(1)
    expect(await mailJobsTo(payload, to)).toEqual([])
    await runMailQueue(payload)
    expect(inbox.to(to)).toHaveLength(1)
  }, 120_000)

  it('should not send again a job whose delivery was recorded before its runner died', async () => {
    const to = address()
    await queueForWorker(to)
    const [job] = await mailJobsTo(payload, to)
    const now = new Date().toISOString()
    // What a runner that died after Payload logged the task's success, before it completed the job, leaves.
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: {
        processing: true,
        log: [{ executedAt: now, completedAt: now, taskSlug: 'sendEmail', taskID: '1', state: 'succeeded', input: job.input, output: {} }],
      },
    })

    await runMailQueue(payload)
    expect(await mailJobsTo(payload, to)).toEqual([])
    expect(inbox.to(to)).toEqual([])
  })

  it('should send it again under the same Message-ID when it died after the SMTP server had the message but before it said so (the window left)', async () => {
    const worker = startWorker()
    await worker.ready
    inbox.holdMs = 3_000
    const before = inbox.received
    const to = address()
    await queueForWorker(to)
    await until('the SMTP server has the whole message', async () => inbox.received > before)
    const [job] = await mailJobsTo(payload, to)
    await worker.kill()
    inbox.holdMs = 0

    await until('the dead worker’s lock is gone', () => mailLockIsFree(payload))
    await runMailQueue(payload)
    const copies = await inbox.waitFor(to, { count: 2 })
    expect(copies.map((copy) => copy.messageId)).toEqual([messageIdOf(job.id), messageIdOf(job.id)])
    expect(await mailJobsTo(payload, to)).toEqual([])
  }, 120_000)
})
