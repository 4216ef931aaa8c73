import { createLocalReq, type Payload, type RequestContext } from 'payload'

import { isStaffUser } from '@/lib/account/roles'
import type { User } from '@/payload-types'
import { enrolKnownSecret } from '@/services/second-factor/enrol'
import { storedFactor } from '@/services/second-factor/factor-store'

import { demoPassword, demoTotpSecret } from './demo-credentials'

export const DEMO_USERS = [
  { key: 'admin', email: 'admin@bizness.lv', first_name: 'Anna', last_name: 'Ozola', roles: ['admin'], phone: '+371 20000001' },
  {
    key: 'moderator',
    email: 'moderators@bizness.lv',
    first_name: 'Mārtiņš',
    last_name: 'Kalniņš',
    roles: ['moderator'],
    phone: '+371 20000002',
  },
  { key: 'editor', email: 'redaktors@bizness.lv', first_name: 'Ilze', last_name: 'Bērziņa', roles: ['editor'], phone: '+371 20000003' },
  { key: 'seller1', email: 'janis.liepins@example.lv', first_name: 'Jānis', last_name: 'Liepiņš', roles: ['user'], phone: '+371 26123456' },
  { key: 'seller2', email: 'laura.vitola@example.lv', first_name: 'Laura', last_name: 'Vītola', roles: ['user'], phone: '+371 29876543' },
] as const

export type DemoUserKey = (typeof DEMO_USERS)[number]['key']

/**
 * The demo sellers hold more listings (and featured ones) than the free plan allows, so they are
 * Business subscribers; no payment stands behind it (Stripe knows neither of them).
 */
export const DEMO_SUBSCRIPTION = { plan_name: 'business', status: 'active', payment_schedule: 'yearly' } as const

export async function seedUsers(payload: Payload, context: RequestContext): Promise<Record<DemoUserKey, User>> {
  const result = {} as Record<DemoUserKey, User>
  for (const { key, ...data } of DEMO_USERS) {
    const found = await payload.find({ collection: 'users', where: { email: { equals: data.email } }, limit: 1, context })
    result[key] =
      found.docs[0] ??
      (await payload.create({
        collection: 'users',
        data: {
          ...data,
          roles: [...data.roles],
          password: demoPassword(key),
          _verified: true,
          ...(key.startsWith('seller') ? { subscription: { ...DEMO_SUBSCRIPTION } } : {}),
        },
        disableVerificationEmail: true,
        context,
      }))
    if (isStaffUser(result[key])) await enrolDemoStaff(payload, result[key].id, key)
  }
  return result
}

/** Demo staff have their second factor set up already, with the secret `npm run demo:code` reads. */
async function enrolDemoStaff(payload: Payload, id: number, key: DemoUserKey) {
  const req = await createLocalReq({}, payload)
  if (!(await storedFactor(req, id))) await enrolKnownSecret(req, id, demoTotpSecret(key))
}
