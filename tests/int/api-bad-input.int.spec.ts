import type { Payload } from 'payload'
import { z } from 'zod'
import { beforeAll, describe, expect, it } from 'vitest'

import { contract } from '@/endpoints'

import { testPayload } from '../helpers/payload'
import { api } from '../helpers/rest'
import { createTestUser, type TestUser } from '../helpers/users'

let payload: Payload
let user: TestUser

beforeAll(async () => {
  payload = await testPayload()
  user = await createTestUser(payload)
})

type JsonSchema = { properties?: Record<string, { type?: string | string[] }>; required?: string[] }

const bodySchema = (schema: z.ZodType | undefined): JsonSchema =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {}

/** A concrete URL for a spec path: every :param becomes a plausible value. */
const urlOf = (path: string, value = '1') => `/api${path.replace(/:(\w+)/g, value)}` as `/api/${string}`

const METHOD = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' } as const

/** Text as a JSON value: a NUL, a bell, an escape sequence, a C1 control, a lone surrogate. */
const ODD_TEXT = [
  ['a NUL', '"a\\u0000b"'],
  ['a bell', '"a\\u0007b"'],
  ['an escape sequence', '"a\\u001b[2Jb"'],
  ['a C1 control', '"a\\u0085b"'],
  ['a lone surrogate', '"a\\ud800b"'],
] as const

/** Numbers as JSON text: past a double, a negative zero, past every integer column. */
const ABSURD_NUMBERS = ['1e309', '-0', '99999999999999999999', '-1e309']

type Case = { name: string; body?: string; contentType?: string; path?: `/api/${string}`; expect4xx: boolean }

function casesFor(spec: (typeof contract)[number]['spec']): Case[] {
  const schema = bodySchema(spec.body)
  const properties = Object.keys(schema.properties ?? {})
  const hasRequired = (schema.required ?? []).length > 0
  const cases: Case[] = []
  if (spec.method !== 'get') {
    cases.push({ name: 'malformed JSON', body: '{"title": "Kafejnīca",', contentType: 'application/json', expect4xx: true })
    cases.push({ name: 'a JSON array instead of an object', body: '[1, 2, 3]', contentType: 'application/json', expect4xx: true })
    cases.push({
      name: 'an unknown field',
      body: JSON.stringify({ definitely_not_a_field: 'x' }),
      contentType: 'application/json',
      expect4xx: true,
    })
    cases.push({ name: 'missing fields', body: '{}', contentType: 'application/json', expect4xx: hasRequired })
    cases.push({ name: 'an unsupported body type', body: '<xml/>', contentType: 'application/xml', expect4xx: true })
    for (const property of properties) {
      cases.push({
        name: `an object for ${property}`,
        body: JSON.stringify({ [property]: { $gt: '' } }),
        contentType: 'application/json',
        expect4xx: true,
      })
      cases.push({
        name: `a 1 MB string for ${property}`,
        body: JSON.stringify({ [property]: 'ā'.repeat(500_000) }),
        contentType: 'application/json',
        expect4xx: true,
      })
      // Text no field may hold (src/lib/text/control-characters.ts), as JSON and as a form.
      for (const [what, json] of ODD_TEXT) {
        cases.push({ name: `${what} in ${property}`, body: `{"${property}": ${json}}`, contentType: 'application/json', expect4xx: true })
      }
      cases.push({
        name: `a NUL in ${property} of a form`,
        body: new URLSearchParams({ [property]: 'a\u0000b' }).toString(),
        contentType: 'application/x-www-form-urlencoded',
        expect4xx: true,
      })
      for (const number of ABSURD_NUMBERS) {
        cases.push({
          name: `the number ${number} for ${property}`,
          body: `{"${property}": ${number}}`,
          contentType: 'application/json',
          expect4xx: false,
        })
      }
    }
  }
  for (const property of Object.keys(bodySchema(spec.query).properties ?? {})) {
    cases.push({ name: `a NUL in the query's ${property}`, path: `${urlOf(spec.path)}?${property}=a%00b`, expect4xx: true })
  }
  if (spec.path.includes(':')) {
    for (const value of [
      '-1',
      '0',
      'abc',
      '99999999999999999999999',
      '1e309',
      '-0',
      '%E0%A4%A',
      '..%2F..%2Fetc%2Fpasswd',
      'x'.repeat(3000),
      'a%00b',
      'a%0Ab',
    ]) {
      cases.push({ name: `path value ${value.slice(0, 24)}`, path: urlOf(spec.path, value), expect4xx: true })
    }
  }
  return cases
}

describe('bad input to every call of the contract', () => {
  it('should answer a call that does not exist with a 404 and a message', async () => {
    for (const path of ['/api/listing/nope', '/api/user/../../etc/passwd', '/api/listing/get/1/slug/extra'] as const) {
      const response = await api('GET', path)
      expect(response.status).toBe(404)
      expect(typeof (await response.json()).message).toBe('string')
    }
  })

  for (const { spec } of contract.filter(({ spec }) => casesFor(spec).length > 0)) {
    describe(`${spec.method.toUpperCase()} /api${spec.path}`, () => {
      for (const testCase of casesFor(spec)) {
        it(`should answer ${testCase.name} with a 4xx and a message, never a 500`, async () => {
          for (const token of [user.token, undefined]) {
            const response = await api(METHOD[spec.method], testCase.path ?? urlOf(spec.path), {
              token,
              body: testCase.body,
              headers: testCase.contentType ? { 'Content-Type': testCase.contentType } : {},
            })
            const text = await response.text()
            expect(response.status, text).toBeLessThan(500)
            if (testCase.expect4xx || response.status >= 400) {
              expect(response.status, text).toBeGreaterThanOrEqual(400)
              const body = JSON.parse(text) as { message?: unknown }
              expect(typeof body.message === 'string' && body.message.length > 0, text).toBe(true)
            }
          }
        })
      }
    })
  }
})
