/**
 * The limits of findings 4-6 hold for the site, not for one process: they live in PostgreSQL,
 * so a second server (another process on the same database) or a restart starts from the same
 * counts. Before, each process counted in its own memory, so two servers allowed twice as much
 * and a restart forgot every lock.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it, vi } from 'vitest'

import { translate } from '@/i18n/translate'
import { hashKey } from '@/lib/rate-limit/hash-key'

import { authenticate, call, signupForm, uniqueEmail } from '../helpers/accounts'
import { createCategory, createListing } from '../helpers/fixtures'
import { onSecondServer } from '../helpers/second-server'
import { inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

const { payload, inbox } = await inboxForThisFile()

const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index))

describe('limits shared by two servers on one database', () => {
  it('should mail at most 5 reset links an hour to one address when the requests are spread over two servers', async () => {
    const anna = await createTestUser(payload)
    const resetCall = () => ({
      method: 'POST' as const,
      url: '/api/user/reset' as const,
      json: { email: anna.email },
      headers: newVisitor(),
    })
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/user/reset', { json: { email: anna.email }, headers: newVisitor() })).status).toBe(200)
    const second = await onSecondServer(times(5, resetCall))
    expect(second.map((answer) => answer.status)).toEqual(times(5, () => 200))
    await inbox.drain(payload)
    expect(inbox.to(anna.email)).toHaveLength(5)
  })

  it('should tell a registered address of at most 5 sign-up attempts an hour across two servers', async () => {
    const owner = await createTestUser(payload)
    const signupCall = () => ({
      method: 'POST' as const,
      url: '/api/user/signup' as const,
      json: signupForm({ email: owner.email }),
      headers: newVisitor(),
    })
    for (let i = 0; i < 4; i++)
      expect((await call('POST', '/api/user/signup', { json: signupForm({ email: owner.email }), headers: newVisitor() })).status).toBe(201)
    await onSecondServer(times(4, signupCall))
    await inbox.drain(payload)
    expect(inbox.to(owner.email)).toHaveLength(5)
  })

  it('should keep the lock of an unknown login address on the second server, with the same answer as for a registered one', async () => {
    const nobody = uniqueEmail('nobody')
    for (let attempt = 0; attempt < 5; attempt++) expect((await authenticate(nobody, `guess-${attempt}`)).status).toBe(401)
    const [locked] = await onSecondServer([{ method: 'POST', url: '/api/authenticate', json: { username: nobody, password: 'guess-5' } }])
    expect(locked).toEqual({
      status: 429,
      body: { message: translate('lv', 'account.login_locked'), error: translate('lv', 'account.login_locked') },
    })
  })

  it('should count contact reveals of one visitor on both servers together', async () => {
    const seller = await createTestUser(payload)
    const category = await createCategory(payload)
    const slugs: string[] = []
    for (let i = 0; i < 21; i++) slugs.push((await createListing(payload, seller.user.id, category.id)).slug!)
    const harvester = newVisitor()
    for (const slug of slugs.slice(0, 10))
      expect((await call('GET', `/api/listing/get/${slug}/contact`, { headers: harvester })).status).toBe(200)
    const second = await onSecondServer(
      slugs.slice(10).map((slug) => ({ method: 'GET' as const, url: `/api/listing/get/${slug}/contact` as const, headers: harvester })),
    )
    expect(second.map((answer) => answer.status)).toEqual([...times(10, () => 200), 429])
  })
})

describe('the lock of unknown login addresses', () => {
  it('should survive a fresh instance of its module (a restart), locked by Payload’s rules and keyed by a hash', async () => {
    const nobody = uniqueEmail('restart')
    for (let attempt = 0; attempt < 4; attempt++) expect((await authenticate(nobody, `guess-${attempt}`)).status).toBe(401)

    vi.resetModules()
    const { unknownLoginLock } = await import('@/services/account/unknown-login-lock')
    expect(await unknownLoginLock.isLocked(payload, nobody)).toBe(false)
    // The 5th failure, counted by the fresh instance, locks.
    await unknownLoginLock.recordFailure(payload, nobody)
    expect(await unknownLoginLock.isLocked(payload, nobody)).toBe(true)
    expect((await authenticate(nobody, 'guess-5')).status).toBe(429)

    // The address itself is stored nowhere.
    const { rows } = await payload.db.drizzle.execute(sql`SELECT * FROM unknown_login_locks`)
    expect(JSON.stringify(rows)).not.toContain(nobody)
    expect(JSON.stringify(rows)).not.toContain(nobody.split('@')[0])

    // Ten minutes on, the lock has ended, and the next failure counts from 1 again: the lock
    // comes back only at the 5th.
    const key = hashKey(payload, nobody)
    await payload.db.drizzle.execute(sql`UPDATE unknown_login_locks SET lock_until = now() - interval '1 second' WHERE key = ${key}`)
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await authenticate(nobody, `later-${attempt}`)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})
