import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { MAX_PAGING } from '@/lib/query-input/paging-problem'

import { createCategory, createImage, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api } from '../helpers/rest'
import { createTestUsers } from '../helpers/users'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type Who = 'visitor' | 'seller' | 'admin'

const payload = await testPayload()
const [seller, admin] = await createTestUsers(payload, 'user', 'admin')
const listing = await createListing(payload, seller.user.id, (await createCategory(payload)).id)

const tokenOf = (who: Who) => (who === 'seller' ? seller.token : who === 'admin' ? admin.token : undefined)

/** Calls a route and reads the message Payload's error format carries ({ errors: [{ message }] }). */
async function call(
  method: Method,
  url: string,
  { who = 'visitor' as Who, json, headers }: { who?: Who; json?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await api(method, url.replace('{id}', String(listing.id)) as `/api/${string}`, { token: tokenOf(who), json, headers })
  const text = await response.text()
  const body = (text ? JSON.parse(text) : {}) as { errors?: { message?: unknown }[]; message?: unknown }
  return { status: response.status, text, message: body.errors?.[0]?.message ?? body.message }
}

/** A message for a person: a sentence of the catalogue, not Payload's "Something went wrong." or an internal detail. */
function expectReadable(message: unknown, text: string) {
  expect(typeof message, text).toBe('string')
  expect((message as string).length, text).toBeGreaterThan(10)
  expect(message, text).not.toMatch(/Something went wrong|Failed query|is not a function|invalid input syntax/)
}

describe('bad query input: the findings of the review', () => {
  it('should answer 400, not 500, to a `near` query on a text field', async () => {
    const { status, message, text } = await call('GET', '/api/listings?where[title][near]=1,2')
    expect(status, text).toBe(400)
    expect(message).toBe(translate('lv', 'api.query.operator', { operator: 'near', field: 'title' }))
  })

  it('should answer 400, not 500, to a negative page number', async () => {
    const { status, message, text } = await call('GET', '/api/listings?page=-1')
    expect(status, text).toBe(400)
    expect(message).toBe(translate('lv', 'api.query.page', { max: MAX_PAGING }))
  })

  it('should answer 400, not 500, to a text among the IDs of an `in` filter', async () => {
    const { status, message, text } = await call('GET', '/api/listings?where[id][in]=1,abc')
    expect(status, text).toBe(400)
    expect(message).toBe(translate('lv', 'api.query.id', { field: 'id', value: 'abc' }))
  })

  it('should answer 404, not 500, to an image file that is not on disk', async () => {
    const { status, message, text } = await call('GET', '/api/media/file/missing.png')
    expect(status, text).toBe(404)
    expect(message).toBe(translate('lv', 'api.fileNotFound'))
  })

  it('should answer in English to a request that asks for English', async () => {
    const headers = { 'Accept-Language': 'en-GB,en;q=0.9' }
    const near = await call('GET', '/api/listings?where[title][near]=1,2', { headers })
    expect(near.message).toBe(translate('en', 'api.query.operator', { operator: 'near', field: 'title' }))
    const file = await call('GET', '/api/media/file/missing.png?locale=en')
    expect(file.message).toBe('The file was not found.')
  })
})

/** [attack, url]: what a visitor asks for with GET, to be refused with a 400. */
const visitorQueries: [string, string][] = [
  ['a `near` query on a text field of a related collection', '/api/listings?where[category.title][near]=1,2'],
  ['`within` on a textarea', '/api/listings?where[description][within]=x'],
  ['`all`, which PostgreSQL does not answer on any field', '/api/listings?where[title][all]=a,b'],
  ['`contains` on a number field', '/api/listings?where[price][contains]=1'],
  ['`not_like` on a number field', '/api/articles?where[order][not_like]=1'],
  ['`like` on a date field', '/api/listings?where[expiry_date][like]=2026'],
  ['`contains` on a relationship', '/api/listings?where[category][contains]=1'],
  ['`contains` on a rich-text field', '/api/articles?where[content][contains]=x'],
  [
    'a query inside localized rich text beside another language’s field',
    '/api/articles?where[content.root.type][equals]=root&where[title.en][exists]=false',
  ],
  ['`contains` on a number of a related collection', '/api/listings?where[category.order][contains]=1'],
  ['a text for a number', '/api/listings?where[price][greater_than]=abc'],
  ['a text for a date', '/api/listings?where[expiry_date][less_than]=yesterday'],
  ['a year PostgreSQL cannot store', '/api/listings?where[createdAt][greater_than]=-100000-01-01'],
  ['a word for a yes/no field', '/api/listings?where[featured][equals]=maybe'],
  ['a value outside a select’s options', '/api/listings?where[status][equals]=deleted'],
  ['a text for a relationship ID', '/api/listings?where[category][equals]=abc'],
  ['a fraction for a relationship ID', '/api/listings?where[owner][in]=1.5'],
  ['an ID beyond PostgreSQL’s integer', '/api/listings?where[id][equals]=99999999999999999999'],
  ['a text for an ID of a related collection', '/api/listings?where[category.id][in]=1,abc'],
  ['a group of values where one is expected', '/api/listings?where[price][equals][a]=b'],
  ['a list where one value is expected', '/api/listings?where[title][like][0]=a&where[title][like][1]=b'],
  ['a word for `exists`', '/api/listings?where[title][exists]=perhaps'],
  ['a bad value hidden in an or/and query', '/api/listings?where[or][0][title][equals]=a&where[or][1][and][0][price][less_than]=abc'],
  ['a where that is not JSON', '/api/listings?where=%7B%22title%22%3A'],
  ['page 0', '/api/listings?page=0'],
  ['a fractional page', '/api/listings?page=1.5'],
  ['a page whose offset overflows PostgreSQL', '/api/listings?page=99999999999999999999'],
  ['a negative limit', '/api/categories?limit=-1'],
  ['a fractional limit', '/api/listings?limit=1.5'],
  ['a limit beyond PostgreSQL', '/api/listings?limit=99999999999999999999'],
  ['a negative depth', '/api/listings?depth=-1'],
  ['a word for depth', '/api/listings/{id}?depth=deep'],
  ['a negative depth on a global', '/api/globals/site-settings?depth=-1'],
  ['a bad filter on the count route', '/api/listings/count?where[title][near]=1'],
  ['a bad filter on the count route of another collection', '/api/media/count?where[filesize][contains]=1'],
]

/** [attack, method, url, who, expected status] — the same kinds of input on every generated route. */
const attacks: [string, Method, string, Who, number][] = [
  ...visitorQueries.map(([attack, url]): [string, Method, string, Who, number] => [attack, 'GET', url, 'visitor', 400]),
  ['a value outside the options of a many-valued select', 'GET', '/api/users?where[roles][in]=admin,root', 'admin', 400],
  ['a bad filter in a bulk update', 'PATCH', '/api/listings?where[id][in]=1,abc', 'seller', 400],
  ['a bad filter in a bulk delete', 'DELETE', '/api/listings?where[price][contains]=1', 'seller', 400],
  ['a fraction for a relationship in a document', 'PATCH', '/api/listings/{id}', 'seller', 400],
  ['a bad filter on Payload’s own preferences', 'GET', '/api/payload-preferences?where[key][near]=1', 'seller', 400],
  ['a negative page on Payload’s own edit locks', 'GET', '/api/payload-locked-documents?page=-1', 'admin', 400],
  ['a negative page on Payload’s own jobs', 'GET', '/api/payload-jobs?page=-1', 'admin', 400],
  ['a text for a document ID in the path', 'GET', '/api/listings/abc', 'visitor', 404],
  ['a fractional document ID in the path', 'GET', '/api/media/1.5', 'visitor', 404],
  ['a document ID beyond PostgreSQL’s integer in the path', 'GET', '/api/users/99999999999999999999', 'admin', 404],
  ['a text for the ID of a document to update', 'PATCH', '/api/listings/abc', 'seller', 404],
  ['a text for the ID of a document to delete', 'DELETE', '/api/listings/abc', 'seller', 404],
  ['a text for the ID of a document to copy', 'POST', '/api/categories/abc/duplicate', 'admin', 404],
  ['a listing attachment that is not on disk', 'GET', '/api/attachments/file/missing.pdf', 'admin', 404],
  // Decoded as Next decodes a path's segments, the name climbs, and Payload refuses it.
  ['a file name that climbs out of the upload directory', 'GET', '/api/media/file/..%2F..%2Fpayload.config.ts', 'visitor', 403],
]

describe('bad query input on every generated route: 4xx and a message, never a 500', () => {
  it.each(attacks)('should answer %s (%s %s, %s) with a %i, not a 500', async (_attack, method, url, who, expected) => {
    const json =
      method === 'PATCH' && url.endsWith('{id}') ? { category: 1.5 } : method === 'PATCH' ? { title: 'Jauns nosaukums' } : undefined
    const { status, message, text } = await call(method, url, { who, json })
    expect(status, text).toBe(expected)
    expectReadable(message, text)
  })
})

describe('good query input keeps working', () => {
  it.each([
    '/api/listings?where[status][in]=published,hidden&where[featured][equals]=false',
    '/api/listings?where[price][greater_than_equal]=100&where[expiry_date][greater_than]=2026-01-01T00:00:00.000Z',
    '/api/listings?where[category][in]=1,2&where[category.slug][not_equals]=x&where[title][like]=SIA',
    '/api/listings?where[id][in]=1,2&where[category][equals]=null&where[slug][exists]=false',
    '/api/listings?where[or][0][title][contains]=SIA&where[or][1][description][like]=klient&page=1&limit=0&depth=3',
    '/api/articles?where[content][exists]=true&where[title.en][exists]=false&where[excerpt][like]=x',
    '/api/categories?where[title][contains]=Kat&sort=-order&limit=5&depth=0',
    '/api/media/count?where[filesize][greater_than]=0',
  ])('should answer GET %s with a 200', async (url) => {
    const { status, text } = await call('GET', url)
    expect(status, text).toBe(200)
  })

  it('should answer roles filters and a missing listing ID as before', async () => {
    expect((await call('GET', '/api/users?where[roles][contains]=admin', { who: 'admin' })).status).toBe(200)
    expect((await call('GET', '/api/listings/999999')).status).toBe(404)
  })

  it('should still serve an image file that is on disk', async () => {
    const image = await createImage(payload, seller.user.id)
    const response = await api('GET', `/api/media/file/${image.filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  })
})
