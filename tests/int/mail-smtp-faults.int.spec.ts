import configPromise from '@payload-config'
import { describe, expect, it } from 'vitest'

import { mailQueueIdle, runMailQueue } from '@/email/mail-queue'
import { translate } from '@/i18n/translate'
import type { Role } from '@/lib/account/roles'
import { attentionCounts } from '@/services/moderation/attention'

import { call, signupForm, uniqueEmail } from '../helpers/accounts'
import { bringForward, mailJobsTo, mailLockIsFree, until } from '../helpers/mail-jobs'
import { panelI18n, shown } from '../helpers/panel-labels'
import { api } from '../helpers/rest'
import { silentServer } from '../helpers/silent-server'
import { inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'

/*
 * The SMTP server refusing connections, or taking them and never answering. Its faults must
 * never reach a visitor: mail waits in the queue, is retried with growing pauses for a bounded
 * time, arrives once, and what never could be delivered is shown to admins.
 */

const { payload, inbox } = await inboxForThisFile()

describe('mail while the SMTP server takes connections and never answers', () => {
  it('should answer sign-up without waiting, end the hanging try at the timeout with the queue free again, then deliver once', async () => {
    await inbox.stop()
    const hang = await silentServer(inbox.listeningPort)
    const form = signupForm()
    try {
      const signup = await call('POST', '/api/user/signup', { json: form })
      expect(signup.status).toBe(201)
      // The answer came before any try to deliver was over.
      const [queued] = await mailJobsTo(payload, form.email)
      expect(queued).toMatchObject({ totalTried: 0, hasError: false })

      await until('the run is waiting on the silent server', async () => (await mailJobsTo(payload, form.email))[0]?.processing === true)
      expect(await mailLockIsFree(payload)).toBe(false)
      // nodemailer's greeting timeout ends the try; the run, and its lock, end with it.
      await mailQueueIdle()
      const [failed] = await mailJobsTo(payload, form.email)
      expect(failed).toMatchObject({ processing: false, hasError: false, totalTried: 1 })
      expect(JSON.stringify(failed.log)).toMatch(/greeting/i)
      expect(new Date(failed.waitUntil!).getTime()).toBeGreaterThan(Date.now())
      expect(await mailLockIsFree(payload)).toBe(true)
    } finally {
      await hang.close()
    }

    await inbox.start()
    for (let round = 0; round < 2; round++) {
      await bringForward(payload, await mailJobsTo(payload, form.email))
      await runMailQueue(payload)
    }
    expect(inbox.to(form.email)).toHaveLength(1)
    expect(await mailJobsTo(payload, form.email)).toEqual([])
  })
})

describe('mail the SMTP server keeps refusing', () => {
  it('should stop after its last retry, failed, never sent later, and shown to admins alone with recipient and subject but not the body', async () => {
    const admin = await createTestUser(payload, ['admin'])
    const moderator = await createTestUser(payload, ['moderator'])
    const seller = await createTestUser(payload)
    await inbox.stop()
    const to = uniqueEmail('neveiksme')
    await payload.sendEmail({ to, subject: 'Pārbaudes vēstule', text: 'Slepenā saite: https://bizness.lv/forgot-password/abc' })
    await mailQueueIdle()

    for (let round = 0; round < 20 && !(await mailJobsTo(payload, to))[0]?.hasError; round++) {
      await bringForward(payload, await mailJobsTo(payload, to))
      await runMailQueue(payload)
    }
    const [job] = await mailJobsTo(payload, to)
    // 12 retries after the first try: pauses of 5 s doubling each time, about 5.7 hours in all.
    expect(job).toMatchObject({ hasError: true, processing: false, totalTried: 13 })

    await inbox.start()
    await bringForward(payload, [job])
    await runMailQueue(payload)
    expect(inbox.to(to)).toEqual([])

    const list = await api('GET', '/api/payload-jobs?where[hasError][equals]=true&limit=1000', { token: admin.token })
    expect(list.status).toBe(200)
    const shown = ((await list.json()) as { docs: Record<string, unknown>[] }).docs.find((doc) => doc.id === job.id)
    expect(shown).toMatchObject({ mailTo: to, mailSubject: 'Pārbaudes vēstule', hasError: true, totalTried: 13 })
    expect(shown?.failure).toMatch(/ECONNREFUSED/)
    expect(JSON.stringify(shown)).not.toContain('forgot-password')
    expect((await attentionCounts(payload)).find((item) => item.key === 'failedJobs')?.count).toBeGreaterThanOrEqual(1)

    for (const other of [moderator, seller]) {
      const refused = await api('GET', '/api/payload-jobs?limit=1000', { token: other.token })
      expect(refused.status).toBe(403)
      expect(await api('GET', `/api/payload-jobs/${job.id}`, { token: other.token }).then((answer) => answer.status)).toBe(403)
    }
  })
})

describe('the jobs list in the admin panel', () => {
  it('should be shown to admins alone, named and labelled in Latvian', async () => {
    const config = await configPromise
    const jobs = () => config.collections.find((collection) => collection.slug === 'payload-jobs')!
    const hidden = jobs().admin.hidden as (args: { user: unknown }) => boolean
    for (const role of ['admin', 'moderator', 'editor', 'user'] as Role[]) {
      expect(hidden({ user: { id: 1, roles: [role], collection: 'users' } }), role).toBe(role !== 'admin')
    }
    expect(jobs().labels.plural).toMatchObject({ lv: translate('lv', 'admin.jobs.plural') })
    const column = (name: string) => jobs().flattenedFields.find((field) => field.name === name)
    const lv = await panelI18n('lv')
    expect(shown(column('mailTo')?.label, lv)).toBe(translate('lv', 'admin.jobs.mailTo'))
    expect(shown(column('hasError')?.label, lv)).toBe(translate('lv', 'admin.jobs.fields.hasError'))
  })
})
