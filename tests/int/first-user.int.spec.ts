import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

describe('the first account on an empty database', () => {
  it('should become a verified admin, while later accounts and public sign-ups stay plain users', async () => {
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    // Empty the users table inside a transaction that is rolled back, so other tests keep theirs.
    req.transactionID = (await payload.db.beginTransaction()) ?? undefined
    /** A plain account asked for as `name`@example.lv, inside the rolled-back transaction. */
    const account = (name: string, context: Record<string, unknown> = {}) =>
      payload.create({
        collection: 'users',
        data: { email: `${name}@example.lv`, password: `${name}-password`, first_name: name, last_name: 'Test', roles: ['user'] },
        disableVerificationEmail: true,
        context,
        req,
      })
    try {
      // Straight through the adapter: no hooks, so nobody's files on disk are touched.
      for (const collection of ['listings', 'invites', 'users'] as const) {
        await payload.db.deleteMany({ collection, where: {}, req })
      }
      const first = await account('operator')
      expect(first.roles).toEqual(['admin'])
      expect(first._verified).toBe(true)

      const second = await account('second')
      expect(second.roles).toEqual(['user'])

      // A public sign-up on an empty database is never promoted.
      await payload.db.deleteMany({ collection: 'users', where: {}, req })
      const visitor = await account('visitor', { publicSignup: true })
      expect(visitor.roles).toEqual(['user'])
    } finally {
      await payload.db.rollbackTransaction(req.transactionID!)
    }
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: 'operator@example.lv' } } })
    expect(totalDocs).toBe(0)
  })
})
