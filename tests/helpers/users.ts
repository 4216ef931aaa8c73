import crypto from 'node:crypto'

import { createLocalReq, type Payload } from 'payload'

import { isStaffUser, type Role } from '@/lib/account/roles'
import { newTotpSecret, totpCode } from '@/lib/second-factor/totp'
import { openSession } from '@/services/account/open-session'
import { enrolKnownSecret } from '@/services/second-factor/enrol'
import type { User } from '@/payload-types'

/** `totpSecret`: the authenticator app's secret of staff (they log in with its code), none for sellers. */
export type TestUser = { user: User; token: string; email: string; password: string; totpSecret?: string }

const unique = () => crypto.randomBytes(4).toString('hex')

/**
 * The first account of a database becomes its admin (collections/Users/hooks/firstUserIsAdmin),
 * so a run's database gets an operator before any test user, whichever test file runs first.
 */
async function ensureOperator(payload: Payload) {
  if ((await payload.count({ collection: 'users' })).totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: {
      email: `operator-${unique()}@test.bizness.lv`,
      password: `pw-${unique()}-long`,
      first_name: 'Op',
      last_name: 'Erator',
      roles: ['user'],
    },
    disableVerificationEmail: true,
  })
}

/** Gives the account a second factor with a new secret, as its first login would: the secret to make its codes with. */
export async function enrolTestFactor(payload: Payload, userId: number): Promise<string> {
  const secret = newTotpSecret()
  await enrolKnownSecret(await createLocalReq({}, payload), userId, secret)
  return secret
}

/**
 * A verified user with the given roles, signed in: its JWT is ready for REST calls. Staff have
 * a second factor, as they must, and signed in with its code.
 */
export async function createTestUser(payload: Payload, roles: Role[] = ['user'], extra: Partial<User> = {}): Promise<TestUser> {
  await ensureOperator(payload)
  const email = `${roles[0]}-${unique()}@test.bizness.lv`
  const password = `pw-${unique()}-long`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, first_name: 'Test', last_name: roles.join('-'), roles, _verified: true, ...extra },
    disableVerificationEmail: true,
  })
  const totpSecret = isStaffUser(user) ? await enrolTestFactor(payload, user.id) : undefined
  const { token } = await openSession(payload, { email, password }, undefined, totpSecret ? { code: totpCode(totpSecret) } : undefined)
  return { user, token, email, password, totpSecret }
}

/**
 * One signed-in test user per role, made in that order: the people of a file's tests, as in
 * `const [alice, bob, admin] = await createTestUsers(payload, 'user', 'user', 'admin')`.
 */
export async function createTestUsers(payload: Payload, ...roles: Role[]): Promise<TestUser[]> {
  const users: TestUser[] = []
  for (const role of roles) users.push(await createTestUser(payload, [role]))
  return users
}

/** The same user as the Local API sees it for access checks (fresh from the database). */
export const asUser = async (payload: Payload, id: number) =>
  ({ ...(await payload.findByID({ collection: 'users', id, depth: 0 })), collection: 'users' }) as User & { collection: 'users' }
