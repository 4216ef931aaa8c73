/**
 * Finding 6 (reset) of the security review: POST /api/user/reset took 66-160 ms for a registered
 * address and 25-41 ms for an unknown one, so its timing told who is registered. The answer must
 * come after the same work either way: nothing that looks the address up may run before it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { mailQueueIdle, MAIL_QUEUE } from '@/email/mail-queue'

import { call, uniqueEmail } from '../helpers/accounts'
import { inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

const { payload, inbox } = await inboxForThisFile()
afterEach(() => vi.restoreAllMocks())

/** Every lookup of `email` among the accounts, as it happens. */
function watchLookups(email: string): string[] {
  const seen: string[] = []
  const findOne = payload.db.findOne.bind(payload.db)
  vi.spyOn(payload.db, 'findOne').mockImplementation(async (args) => {
    if (args.collection === 'users' && JSON.stringify(args.where ?? {}).includes(email)) seen.push(new Date().toISOString())
    return findOne(args)
  })
  return seen
}

/**
 * This test's mail jobs (those `queue` made, the reset's and the message it queued) not done yet;
 * other files' jobs share the database and may wait for their own moved clocks.
 */
const mailJobsWaiting = async (queue: { mock: { results: { value: unknown }[] } }) => {
  const ids = await Promise.all(queue.mock.results.map(async ({ value }) => ((await value) as { id: number | string }).id))
  return (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { id: { in: ids } },
          { queue: { equals: MAIL_QUEUE } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
    })
  ).totalDocs
}

describe.each(['/api/user/reset', '/api/users/forgot-password'] as const)('POST %s', (route) => {
  it('should answer a registered and an unknown address after the same work, before any lookup, and mail only after the job ran', async () => {
    const anna = await createTestUser(payload)
    const nobody = uniqueEmail('nobody')
    const queued = vi.spyOn(payload.jobs, 'queue')

    for (const email of [anna.email, nobody]) {
      const lookups = watchLookups(email)
      const answer = await call('POST', route, { json: { email }, headers: newVisitor() })
      const answeredAt = Date.now()
      expect(answer.status).toBe(200)
      // Nothing looked the address up before answering: the lookup is the queued job's.
      expect(lookups).toEqual([])
      expect(queued).toHaveBeenLastCalledWith(expect.objectContaining({ queue: MAIL_QUEUE, input: { email } }))
      expect(inbox.to(email)).toEqual([])

      await inbox.drain(payload)
      expect(lookups.length).toBeGreaterThan(0)
      expect(lookups.every((at) => new Date(at).getTime() >= answeredAt)).toBe(true)
      vi.mocked(payload.db.findOne).mockRestore()
    }

    // The registered address got its link, issued by the job after the answer; the unknown one nothing.
    await mailQueueIdle()
    expect(await mailJobsWaiting(queued)).toBe(0)
    expect(inbox.to(anna.email)).toHaveLength(1)
    expect(inbox.to(nobody)).toEqual([])
  })
})
