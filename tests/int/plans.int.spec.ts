import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import type { Plan } from '@/payload-types'

import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

type PlanView = {
  name: string
  title: string
  prices: { monthly: number; yearly: number }
  limits: { limit: number; description: string }[]
}
type Failure = { message?: string; errors?: { message: string }[] }

let payload: Payload
let admin: TestUser
let seller: TestUser
const made: number[] = []

const unique = () => crypto.randomBytes(3).toString('hex')

const STRIPE_IDS = { productId: 'prod_plans_test', monthlyPriceId: 'price_month_test', yearlyPriceId: 'price_year_test' }

/** A plan of this test's own, cleaned up afterwards: every worker's files share the database. */
async function makePlan(data: Partial<Plan> = {}): Promise<Plan> {
  const plan = await payload.create({
    collection: 'plans',
    locale: 'lv',
    data: {
      name: `test-${unique()}`,
      title: 'Pārbaudes',
      order: 15,
      prices: { monthly: 9, yearly: 90 },
      limits: { teamSeats: 4, activeListings: 12, featuredListings: 2 },
      stripe: STRIPE_IDS,
      ...data,
    } as Plan,
  })
  await payload.update({ collection: 'plans', id: plan.id, locale: 'en', data: { title: 'Trial' } })
  made.push(plan.id)
  return plan
}

const freePlanId = async () =>
  (await payload.find({ collection: 'plans', where: { name: { equals: 'free' } }, limit: 1, depth: 0 })).docs[0].id

beforeAll(async () => {
  payload = await testPayload()
  admin = await createTestUser(payload, ['admin'])
  seller = await createTestUser(payload)
})

afterAll(async () => {
  // One by one (some are gone already): a bulk delete runs its hooks side by side on one connection.
  for (const id of made) await payload.delete({ collection: 'plans', where: { id: { equals: id } } })
})

describe('GET /api/payments/plans: the plans come from the database', () => {
  it('should list a plan added in the panel in its order, titled and described in the request’s language', async () => {
    const plan = await makePlan()
    const lv = await apiJson<{ plans: PlanView[] }>('GET', '/api/payments/plans', { token: seller.token })
    expect(lv.status).toBe(200)
    expect(lv.body.plans.map((each) => each.name)).toEqual(['free', plan.name, 'pro', 'business'])
    expect(lv.body.plans[1]).toEqual({
      name: plan.name,
      title: 'Pārbaudes',
      prices: { monthly: 9, yearly: 90 },
      limits: [
        { limit: 4, description: translate('lv', 'payments.limits.teamSeats') },
        { limit: 12, description: translate('lv', 'payments.limits.activeListings') },
        { limit: 2, description: translate('lv', 'payments.limits.featuredListings') },
      ],
    })

    const en = await apiJson<{ plans: PlanView[] }>('GET', '/api/payments/plans?locale=en', { token: seller.token })
    expect(en.body.plans[1]).toMatchObject({ title: 'Trial', limits: [{ limit: 4, description: 'team members (you included)' }, {}, {}] })
    // The Stripe ids are the server's business, never the plan page's.
    expect(JSON.stringify(lv.body)).not.toContain('prod_plans_test')
  })

  it('should show a price or limit changed in the database at once', async () => {
    const plan = await makePlan()
    await payload.update({
      collection: 'plans',
      id: plan.id,
      data: { prices: { monthly: 11, yearly: 110 }, limits: { activeListings: 30 } },
    })
    const { body } = await apiJson<{ plans: PlanView[] }>('GET', '/api/payments/plans', { token: seller.token })
    const shown = body.plans.find((each) => each.name === plan.name)!
    expect(shown.prices).toEqual({ monthly: 11, yearly: 110 })
    expect(shown.limits[1].limit).toBe(30)
  })
})

describe('/api/plans: anyone reads plans, only admins write them, only admins see the Stripe ids', () => {
  it('should show plans to a visitor and a seller without the Stripe ids, in lists and one by one', async () => {
    const plan = await makePlan()
    for (const token of [undefined, seller.token]) {
      const list = await apiJson<{ docs: Record<string, unknown>[] }>('GET', '/api/plans?limit=100&depth=0', { token })
      expect(list.status).toBe(200)
      const listed = list.body.docs.find((doc) => doc.id === plan.id)!
      expect(listed).toMatchObject({ name: plan.name, prices: { monthly: 9, yearly: 90 } })
      expect(listed.stripe).toBeUndefined()

      const one = await apiJson<Record<string, unknown>>('GET', `/api/plans/${plan.id}`, { token })
      expect(one.status).toBe(200)
      expect(one.body.name).toBe(plan.name)
      expect(one.body.stripe).toBeUndefined()
      expect(JSON.stringify(one.body)).not.toContain('prod_plans_test')

      // Asking for the field or filtering by it reveals nothing either.
      const picked = await apiJson<Record<string, unknown>>('GET', `/api/plans/${plan.id}?select[stripe]=true`, { token })
      expect(JSON.stringify(picked.body)).not.toContain('prod_plans_test')
      const probe = await api('GET', `/api/plans?where[stripe.productId][equals]=prod_plans_test`, { token })
      expect(probe.status).toBe(400)
    }
  })

  it('should show the Stripe ids to an admin and let only an admin set them', async () => {
    const plan = await makePlan()
    const read = await apiJson<Plan>('GET', `/api/plans/${plan.id}`, { token: admin.token })
    expect(read.body.stripe).toEqual(STRIPE_IDS)

    const sellerPatch = await api('PATCH', `/api/plans/${plan.id}`, { token: seller.token, json: { stripe: { productId: 'prod_evil' } } })
    expect(sellerPatch.status).toBe(403)
    const adminPatch = await apiJson<{ doc: Plan }>('PATCH', `/api/plans/${plan.id}`, {
      token: admin.token,
      json: { stripe: { productId: 'prod_new' } },
    })
    expect(adminPatch.status).toBe(200)
    expect((await payload.findByID({ collection: 'plans', id: plan.id })).stripe?.productId).toBe('prod_new')
  })

  it('should refuse a seller and a visitor creating, changing or deleting a plan, and change nothing', async () => {
    const plan = await makePlan()
    for (const token of [undefined, seller.token]) {
      const create = await api('POST', '/api/plans', {
        token,
        json: { name: `evil-${unique()}`, title: 'Evil', prices: { monthly: 0, yearly: 0 }, limits: { teamSeats: 99, activeListings: 99 } },
      })
      expect(create.status).toBe(403)
      expect((await api('PATCH', `/api/plans/${plan.id}`, { token, json: { limits: { teamSeats: 99 } } })).status).toBe(403)
      expect((await api('DELETE', `/api/plans/${plan.id}`, { token })).status).toBe(403)
    }
    const stored = await payload.findByID({ collection: 'plans', id: plan.id })
    expect(stored.limits.teamSeats).toBe(4)
    expect((await payload.count({ collection: 'plans', where: { name: { like: 'evil-' } } })).totalDocs).toBe(0)
  })

  it('should let an admin create, change and delete a plan, but never rename one', async () => {
    const created = await apiJson<{ doc: Plan }>('POST', '/api/plans', {
      token: admin.token,
      json: { name: `admin-${unique()}`, title: 'Admina', prices: { monthly: 5, yearly: 50 }, limits: { teamSeats: 2, activeListings: 7 } },
    })
    expect(created.status).toBe(201)
    made.push(created.body.doc.id)
    expect(created.body.doc.limits.featuredListings).toBe(0)

    const renamed = await apiJson<{ doc: Plan }>('PATCH', `/api/plans/${created.body.doc.id}`, {
      token: admin.token,
      json: { name: 'pro-two' },
    })
    expect(renamed.body.doc.name).toBe(created.body.doc.name)
    expect((await api('DELETE', `/api/plans/${created.body.doc.id}`, { token: admin.token })).status).toBe(200)
  })

  it('should refuse a name that is not a lowercase slug and limits below their minimum', async () => {
    for (const json of [
      { name: 'Gold Plan', limits: { teamSeats: 1, activeListings: 1 } },
      { name: `ok-${unique()}`, limits: { teamSeats: 0, activeListings: 1 } },
      { name: `ok-${unique()}`, limits: { teamSeats: 1, activeListings: 1.5 } },
    ]) {
      const { status } = await api('POST', '/api/plans', {
        token: admin.token,
        json: { title: 'X', prices: { monthly: 1, yearly: 1 }, ...json },
      })
      expect(status, JSON.stringify(json)).toBe(400)
    }
  })
})

describe('the free plan', () => {
  it('should refuse to delete the free plan, for an admin too, with a message in the panel’s language', async () => {
    const id = await freePlanId()
    const lv = await apiJson<Failure>('DELETE', `/api/plans/${id}`, { token: admin.token })
    expect(lv.status).toBe(403)
    expect(JSON.stringify(lv.body)).toContain(translate('lv', 'admin.plans.freePlanKept'))
    const en = await apiJson<Failure>('DELETE', `/api/plans/${id}`, { token: admin.token, headers: { 'Accept-Language': 'en' } })
    expect(JSON.stringify(en.body)).toContain(translate('en', 'admin.plans.freePlanKept'))
    await expect(payload.delete({ collection: 'plans', id })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'plans', id })).name).toBe('free')
  })

  it('should keep the free plan’s prices at 0', async () => {
    const id = await freePlanId()
    const { status } = await api('PATCH', `/api/plans/${id}`, { token: admin.token, json: { prices: { monthly: 5 } } })
    expect(status).toBe(400)
    expect((await payload.findByID({ collection: 'plans', id })).prices).toEqual({ monthly: 0, yearly: 0 })
  })
})
