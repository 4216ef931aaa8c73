import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

describe('the first account on an empty database', () => {
  it('should become a verified admin, while later accounts and public sign-ups stay plain users', async () => {
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    // Empty the users table inside a transaction that is rolled back, so other tests keep theirs.
    req.transactionID = (await payload.db.beginTransaction()) ?? undefined
    try {
      // Straight through the adapter: no hooks, so nobody's files on disk are touched.
      for (const collection of ['listings', 'invites', 'users'] as const) {
        await payload.db.deleteMany({ collection, where: {}, req })
      }
      const first = await payload.create({
        collection: 'users',
        data: { email: 'operator@example.lv', password: 'operator-password', first_name: 'O', last_name: 'P', roles: ['user'] },
        disableVerificationEmail: true,
        req,
      })
      expect(first.roles).toEqual(['admin'])
      expect(first._verified).toBe(true)

      const second = await payload.create({
        collection: 'users',
        data: { email: 'second@example.lv', password: 'second-password', first_name: 'S', last_name: 'U', roles: ['user'] },
        disableVerificationEmail: true,
        req,
      })
      expect(second.roles).toEqual(['user'])

      // A public sign-up on an empty database is never promoted.
      await payload.db.deleteMany({ collection: 'users', where: {}, req })
      const visitor = await payload.create({
        collection: 'users',
        data: { email: 'visitor@example.lv', password: 'visitor-password', first_name: 'V', last_name: 'S', roles: ['user'] },
        disableVerificationEmail: true,
        context: { publicSignup: true },
        req,
      })
      expect(visitor.roles).toEqual(['user'])
    } finally {
      await payload.db.rollbackTransaction(req.transactionID!)
    }
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: 'operator@example.lv' } } })
    expect(totalDocs).toBe(0)
  })
})
