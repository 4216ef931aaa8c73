import { describe, expect, it } from 'vitest'

import { mailQueueIdle, MAIL_QUEUE, runMailQueue } from '@/email/mail-queue'
import { translate } from '@/i18n/translate'
import type { PayloadJob } from '@/payload-types'

import { call, signupForm } from '../helpers/accounts'
import { bringForward, until } from '../helpers/mail-jobs'
import { codeFrom, inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()

/**
 * The undelivered mail jobs for these recipients. Other files share the database (some with a
 * moved clock), so the recipients, not the creation time, pick out this test's mail.
 */
const waitingMail = async (recipients: string[]) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: MAIL_QUEUE } }, { completedAt: { exists: false } }] },
    limit: 0,
    pagination: false,
  })
  return docs.filter((job) => recipients.includes((job.input as { message?: { to?: string } })?.message?.to ?? ''))
}

describe('account mail while the SMTP server is down', () => {
  it('should answer sign-up and reset at once, keep the mails queued, and deliver them once the server is back', async () => {
    const anna = await createTestUser(payload)
    await inbox.stop()

    const form = signupForm()
    const recipients = [form.email, anna.email]
    const signup = await call('POST', '/api/user/signup', { json: form })
    expect(signup.status).toBe(201)
    expect(signup.body.success).toBe(true)
    const reset = await call('POST', '/api/user/reset', { json: { email: anna.email } })
    expect(reset.body).toEqual({ success: true, message: translate('lv', 'account.reset_sent') })
    expect((await payload.count({ collection: 'users', where: { email: { equals: form.email } } })).totalDocs).toBe(1)

    // The immediate delivery attempt fails; both messages wait for a retry. The reset link's
    // message exists only once the reset job has run, which a busy queue may take a while to do.
    const failedOnce = (job: PayloadJob) => (job.log ?? []).some((entry) => entry.state === 'failed')
    await until('both messages have failed once', async () => {
      await mailQueueIdle()
      const jobs = await waitingMail(recipients)
      return jobs.length === 2 && jobs.every(failedOnce)
    })
    const waiting = await waitingMail(recipients)
    expect(waiting).toHaveLength(2)
    expect(inbox.messages).toEqual([])

    await inbox.start()
    // Retries wait for their back-off; bring it forward instead of sleeping through it.
    await bringForward(payload, waiting)
    await runMailQueue(payload)

    const [confirm] = await inbox.waitFor(form.email)
    const [resetMail] = await inbox.waitFor(anna.email)
    expect((await call('GET', `/api/user/confirm/${codeFrom(confirm, '/confirm-email/')}`)).status).toBe(200)
    expect((await call('GET', `/api/user/reset/${codeFrom(resetMail, '/forgot-password/')}`)).status).toBe(200)
    expect(await waitingMail(recipients)).toEqual([])
  })
})
