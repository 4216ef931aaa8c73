import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import type { User } from '@/payload-types'

import { testPayload } from '../helpers/payload'
import { apiJson } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

type Failure = { message: string; errors?: Record<string, string> }

let payload: Payload
let visitor: TestUser
let subscriber: TestUser

const subscription = { plan_name: 'pro', status: 'active', payment_schedule: 'monthly' } as const

beforeAll(async () => {
  payload = await testPayload()
  visitor = await createTestUser(payload)
  subscriber = await createTestUser(payload, ['user'], { subscription } as Partial<User>)
})

const post = (person: TestUser, url: `/api/${string}`, json?: unknown) => apiJson<Failure>('POST', url, { token: person.token, json })

const notConfigured = (locale: 'lv' | 'en' = 'lv') => ({ message: translate(locale, 'payments.notConfigured') })

/** An answer with `status` whose message is the Latvian one under `key`. */
const refusal = (status: number, key: string) => ({ status, body: { message: translate('lv', key) } })

describe('payment calls: who may call them', () => {
  it('should answer 401 without a session for every payment call', async () => {
    const calls: ['GET' | 'POST', `/api/${string}`][] = [
      ['GET', '/api/payments/plans'],
      ['POST', '/api/payments/plans/checkout/pro/monthly'],
      ['POST', '/api/payments/plans/change/pro/yearly'],
      ['POST', '/api/payments/cancel'],
      ['GET', '/api/payments/portal'],
    ]
    for (const [method, url] of calls) {
      const response = await apiJson<Failure>(method, url)
      expect(response.status, url).toBe(401)
      expect(response.body.message).toBe(translate('lv', 'api.notLoggedIn'))
    }
  })
})

describe('GET /api/payments/plans', () => {
  it('should list the plans of the database with prices and limits, no current plan and no provider while payments are off', async () => {
    const { status, body } = await apiJson('GET', '/api/payments/plans', { token: visitor.token })
    expect(status).toBe(200)
    const descriptions = [
      translate('lv', 'payments.limits.teamSeats'),
      translate('lv', 'payments.limits.activeListings'),
      translate('lv', 'payments.limits.featuredListings'),
    ]
    /** A plan's limits, described, in the order seats, active listings, featured listings. */
    const limits = (...counts: number[]) => counts.map((limit, index) => ({ limit, description: descriptions[index] }))
    expect(body).toEqual({
      plans: [
        { name: 'free', title: 'Bezmaksas', prices: { monthly: 0, yearly: 0 }, limits: limits(3, 5) },
        { name: 'pro', title: 'Pro', prices: { monthly: 19, yearly: 190 }, limits: limits(10, 25, 1) },
        { name: 'business', title: 'Bizness', prices: { monthly: 49, yearly: 490 }, limits: limits(25, 100, 5) },
      ],
      current_plan: null,
      manages_plan: true,
      provider: null,
    })
  })

  it('should name plans and limits in the language of the request', async () => {
    const { body } = await apiJson<{ plans: { name: string; title: string; limits: { description: string }[] }[] }>(
      'GET',
      '/api/payments/plans?locale=en',
      {
        token: visitor.token,
      },
    )
    expect(body.plans.map((plan) => plan.title)).toEqual(['Free', 'Pro', 'Business'])
    expect(body.plans[2].limits.map((limit) => limit.description)).toEqual([
      'team members (you included)',
      'active listings at a time',
      'featured listings on the home page',
    ])
  })

  it('should name the plans in Russian on a Russian request', async () => {
    const { body } = await apiJson<{ plans: { title: string; limits: { description: string }[] }[] }>(
      'GET',
      '/api/payments/plans?locale=ru',
      {
        token: visitor.token,
      },
    )
    expect(body.plans.map((plan) => plan.title)).toEqual(['Бесплатный', 'Pro', 'Бизнес'])
    expect(body.plans[0].limits[0].description).toBe(translate('ru', 'payments.limits.teamSeats'))
  })

  it('should show the account’s subscription as current_plan, pending and canceled ones included', async () => {
    const noPeriod = { period_end: null, cancel_at_period_end: false }
    expect((await apiJson('GET', '/api/payments/plans', { token: subscriber.token })).body.current_plan).toEqual({
      ...subscription,
      ...noPeriod,
    })

    const pending = await createTestUser(payload, ['user'], {
      subscription: { plan_name: 'business', status: 'pending', payment_schedule: 'yearly' },
    } as Partial<User>)
    expect((await apiJson('GET', '/api/payments/plans', { token: pending.token })).body.current_plan).toEqual({
      plan_name: 'business',
      status: 'pending',
      payment_schedule: 'yearly',
      ...noPeriod,
    })

    const canceled = await createTestUser(payload, ['user'], { subscription: { plan_name: 'pro', status: 'canceled' } } as Partial<User>)
    expect((await apiJson('GET', '/api/payments/plans', { token: canceled.token })).body.current_plan).toEqual({
      plan_name: 'pro',
      status: 'canceled',
      payment_schedule: null,
      ...noPeriod,
    })
  })

  it('should show a team member the team’s plan, which only the owner manages, and refuse them its calls', async () => {
    const member = await createTestUser(payload, ['user'], { team: subscriber.user.id } as Partial<User>)
    const { status, body } = await apiJson('GET', '/api/payments/plans', { token: member.token })
    expect(status).toBe(200)
    expect(body).toMatchObject({ current_plan: { plan_name: 'pro', status: 'active' }, manages_plan: false })
    expect((await apiJson('GET', '/api/payments/plans', { token: subscriber.token })).body.manages_plan).toBe(true)
    expect(await post(member, '/api/payments/plans/change/business/monthly')).toEqual({
      status: 403,
      body: { message: translate('lv', 'payments.ownerOnly') },
    })
  })
})

describe('POST /api/payments/plans/checkout/:plan/:schedule', () => {
  it('should answer 503 for valid input while payments are not configured', async () => {
    for (const json of [undefined, {}, { seats: 1 }, { seats: 100 }, { seats: '5' }]) {
      const { status, body } = await post(visitor, '/api/payments/plans/checkout/pro/monthly', json)
      expect(status, JSON.stringify(json)).toBe(503)
      expect(body).toEqual(notConfigured())
    }
    const en = await post(visitor, '/api/payments/plans/checkout/business/yearly?locale=en')
    expect(en.body).toEqual(notConfigured('en'))
  })

  it('should answer 404 for an unknown plan and 400 for a bad schedule, seats or the free plan', async () => {
    expect(await post(visitor, '/api/payments/plans/checkout/gold/monthly')).toMatchObject(refusal(404, 'payments.unknownPlan'))
    expect(await post(visitor, '/api/payments/plans/checkout/pro/weekly')).toMatchObject(refusal(400, 'payments.invalidSchedule'))

    for (const seats of [0, -1, 101, 1.5, 'abc', '', true, null, { n: 1 }]) {
      const { status, body } = await post(visitor, '/api/payments/plans/checkout/pro/monthly', { seats })
      expect(status, JSON.stringify(seats)).toBe(400)
      expect(body.message).toBe(translate('lv', 'payments.invalidSeats'))
    }
    expect((await post(visitor, '/api/payments/plans/checkout/pro/monthly', { seats: 2, coupon: 'FREE' })).status).toBe(400)

    expect(await post(visitor, '/api/payments/plans/checkout/free/monthly')).toMatchObject(refusal(400, 'payments.freePlan'))
  })

  it('should answer 409 to a subscriber, who changes the plan instead', async () => {
    expect(await post(subscriber, '/api/payments/plans/checkout/business/monthly')).toMatchObject(
      refusal(409, 'payments.alreadySubscribed'),
    )
  })
})

describe('POST /api/payments/plans/change/:plan/:schedule', () => {
  it('should answer 503 for a valid change while payments are not configured', async () => {
    for (const url of ['/api/payments/plans/change/business/monthly', '/api/payments/plans/change/pro/yearly'] as const) {
      const { status, body } = await post(subscriber, url)
      expect(status, url).toBe(503)
      expect(body).toEqual(notConfigured())
    }
  })

  it('should answer 409 without a subscription to change, or for the plan and schedule already held', async () => {
    expect(await post(visitor, '/api/payments/plans/change/pro/monthly')).toMatchObject(refusal(409, 'payments.noSubscription'))
    expect(await post(subscriber, '/api/payments/plans/change/pro/monthly')).toMatchObject(refusal(409, 'payments.samePlan'))
  })

  it('should answer 404 for an unknown plan and 400 for a bad schedule, the free plan or a body', async () => {
    expect((await post(subscriber, '/api/payments/plans/change/gold/monthly')).status).toBe(404)
    expect((await post(subscriber, '/api/payments/plans/change/pro/daily')).status).toBe(400)
    expect((await post(subscriber, '/api/payments/plans/change/free/monthly')).status).toBe(400)
    expect((await post(subscriber, '/api/payments/plans/change/business/monthly', { seats: 3 })).status).toBe(400)
  })
})

describe('POST /api/payments/cancel', () => {
  it('should answer 409 without a subscription and 503 with one while payments are not configured', async () => {
    expect(await post(visitor, '/api/payments/cancel')).toMatchObject(refusal(409, 'payments.noSubscription'))
    const some = await post(subscriber, '/api/payments/cancel')
    expect(some.status).toBe(503)
    expect(some.body).toEqual(notConfigured())
  })
})

describe('GET /api/payments/portal', () => {
  it('should answer 503 with a JSON message while payments are not configured', async () => {
    for (const person of [visitor, subscriber]) {
      const { status, body } = await apiJson('GET', '/api/payments/portal', { token: person.token })
      expect(status).toBe(503)
      expect(body).toEqual(notConfigured())
    }
  })
})
