import crypto from 'node:crypto'
import { setTimeout } from 'node:timers/promises'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { listingInquiryMessage } from '@/email/templates/listing-inquiry'
import { translate } from '@/i18n/translate'
import { INQUIRY_MIN_FILL_SECONDS, INQUIRY_TRAP_FIELD } from '@/lib/inquiry/limits'
import type { Listing } from '@/payload-types'
import proxy from '@/proxy'
import { loadInboxPage } from '@/reads/load-inbox-page'
import { readSearchParams } from '@/reads/read-search-params'

import { createCategory, createListing } from '../helpers/fixtures'
import { api, apiJson } from '../helpers/rest'
import { inboxForThisFile } from '../helpers/smtp'
import { createTestUser, createTestUsers } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

/*
 * Issue 32, findings 6 and 7: a NUL byte reached PostgreSQL (error 22021, a 500) from the view
 * beacon, an inquiry, a sign-up, a search and Payload's own routes, and a line break in a buyer's
 * name became a line of its own in the seller's mail from our domain. One rule
 * (src/lib/text/control-characters.ts) now holds at every edge where input enters.
 */

const { payload } = await inboxForThisFile()
const [seller, admin] = await createTestUsers(payload, 'user', 'admin')
const categoryId = (await createCategory(payload)).id

const CONTROL = translate('lv', 'validation.controlCharacters')
const ONE_LINE = translate('lv', 'validation.oneLine')

type Answer = { message: string; errors?: Record<string, string> }

type Visitor = Record<string, string>

/**
 * Forms of `listing` opened by `visitor` through the public call, as the page opens them, and
 * old enough to send: one token each (a token may serve one inquiry only).
 */
async function openForms(listing: Pick<Listing, 'slug'>, visitor: Visitor, count = 1): Promise<string[]> {
  const tokens: string[] = []
  for (let each = 0; each < count; each++) {
    const { status, body } = await apiJson<{ token: string }>('GET', `/api/listing/inquiry/token?slug=${listing.slug}`, {
      headers: visitor,
    })
    expect(status).toBe(200)
    tokens.push(body.token)
  }
  await setTimeout((INQUIRY_MIN_FILL_SECONDS + 1) * 1000)
  return tokens
}

/** A form as a person fills it in, with the token its opening got. */
const form = (listing: Pick<Listing, 'slug'>, token: string, extra: Record<string, unknown> = {}) => ({
  slug: listing.slug,
  name: 'Jānis Pircējs',
  email: `buyer-${crypto.randomBytes(4).toString('hex')}@example.lv`,
  message: 'Labdien! Kāds ir apgrozījums šogad?',
  token,
  [INQUIRY_TRAP_FIELD]: '',
  ...extra,
})

const sendInquiry = (json: Record<string, unknown>, visitor: Visitor) =>
  apiJson<Answer>('POST', '/api/listing/inquiry', { json, headers: visitor })

const storedInquiries = async (listingId: number) =>
  (await payload.find({ collection: 'inquiries', where: { listing: { equals: listingId } }, depth: 0, overrideAccess: true })).docs

describe('a NUL byte never reaches PostgreSQL', () => {
  it('should refuse a NUL in the view beacon’s slug with a 400, not a 500', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { status, body } = await apiJson<Answer>('POST', `/api/listing/view/${listing.slug}%00`)
    expect(status).toBe(400)
    expect(body.message).toBe(translate('lv', 'api.addressControlCharacters'))
  })

  it('should refuse a NUL in an inquiry’s name or message, naming the field, keeping and counting nothing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    const [token] = await openForms(listing, visitor)
    // More than a visitor may send in an hour, all with the same form: none takes the visitor's quota or the form's token.
    for (let round = 0; round < 3; round++) {
      for (const field of ['name', 'message'] as const) {
        const { status, body } = await sendInquiry(form(listing, token!, { [field]: 'Jānis\u0000Pircējs' }), visitor)
        expect(status).toBe(400)
        expect(body.errors?.[field]).toBe(CONTROL)
      }
    }
    expect(await storedInquiries(listing.id)).toHaveLength(0)
    expect((await sendInquiry(form(listing, token!), visitor)).status).toBe(201)
    expect(await storedInquiries(listing.id)).toHaveLength(1)
  })

  it('should refuse a NUL in a sign-up, naming the field', async () => {
    const { status, body } = await apiJson<Answer>('POST', '/api/user/signup', {
      json: {
        first_name: 'Anna\u0000',
        last_name: 'Bērziņa',
        phone: '+371 20000000',
        email: `anna-${crypto.randomBytes(4).toString('hex')}@example.lv`,
        password: 'garš-parole-1',
        password_confirm: 'garš-parole-1',
      },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ first_name: CONTROL })
  })

  it('should refuse a NUL in a search call, and leave it out of a search page', async () => {
    const { status, body } = await apiJson<Answer>('POST', '/api/listing/index', { json: { q: 'kafejn\u0000īca' } })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ q: CONTROL })
    const state = readSearchParams({ q: 'kafejn\u0000īca', price_max: '100000' })
    expect(state.search.q).toBeUndefined()
    expect(state.ignored).toEqual(['q'])
    expect(state.fields).toEqual({ price_max: '100000' })
  })

  it('should refuse other control characters and a lone surrogate as well', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    const [token] = await openForms(listing, visitor)
    for (const odd of ['\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b', '\u000b']) {
      const { status, body } = await sendInquiry(form(listing, token!, { message: `Labdien${odd}!` }), visitor)
      expect(status, JSON.stringify(odd)).toBe(400)
      expect(body.errors?.message).toBe(CONTROL)
    }
    const lone = JSON.stringify(form(listing, token!)).replace('"Jānis Pircējs"', '"J\\ud800nis"')
    const response = await api('POST', '/api/listing/inquiry', { body: lone, headers: { 'Content-Type': 'application/json', ...visitor } })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Answer).errors?.name).toBe(CONTROL)
    expect(await storedInquiries(listing.id)).toHaveLength(0)
  })

  it('should answer Payload’s own routes with a 4xx, never a 500, for a NUL anywhere', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const calls: [string, 'GET' | 'POST' | 'PATCH', `/api/${string}`, { token?: string; json?: unknown }][] = [
      ['a where', 'GET', '/api/listings?where[title][like]=a%00b', {}],
      ['a sort', 'GET', '/api/listings?sort=ti%00tle', {}],
      ['an id', 'GET', '/api/listings/1%00', {}],
      ['a title saved by its owner', 'PATCH', `/api/listings/${listing.id}`, { token: seller.token, json: { title: 'Kafejnīca\u0000' } }],
      [
        'a description saved by an admin',
        'PATCH',
        `/api/listings/${listing.id}`,
        { token: admin.token, json: { description: 'a\u0000b' } },
      ],
      ['a new account', 'POST', '/api/users', { json: { email: 'x\u0000@example.lv', password: 'garš-parole-1' } }],
      ['a login', 'POST', '/api/users/login', { json: { email: 'a\u0000@example.lv', password: 'x' } }],
      ['a forgotten password', 'POST', '/api/users/forgot-password', { json: { email: 'a\u0000@example.lv' } }],
      ['a reset token', 'POST', '/api/users/reset-password', { json: { token: 'a\u0000', password: 'garš-parole-1' } }],
      ['an unlock', 'POST', '/api/users/unlock', { token: admin.token, json: { email: 'a\u0000@example.lv' } }],
      ['a preference', 'POST', '/api/payload-preferences/columns', { token: admin.token, json: { value: 'x\u0000' } }],
      ['a preference’s key', 'POST', '/api/payload-preferences/col%00umns', { token: admin.token, json: { value: 'x' } }],
      ['a verification token', 'POST', '/api/users/verify/a%00b', {}],
      ['a global', 'POST', '/api/globals/site-settings', { token: admin.token, json: { footerLinks: { aboutUrl: 'x\u0000' } } }],
    ]
    for (const [what, method, url, options] of calls) {
      const response = await api(method, url, options)
      const text = await response.text()
      expect(response.status, `${what}: ${text}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${what}: ${text}`).toBeLessThan(500)
    }
    expect((await payload.findByID({ collection: 'listings', id: listing.id })).title).toBe(listing.title)
  })

  it('should refuse a NUL in the admin panel’s form data, by the field, in Payload’s shape', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const body = new FormData()
    body.append('_payload', JSON.stringify({ title: 'Kafejnīca\u0000' }))
    const response = await api('PATCH', `/api/listings/${listing.id}`, { token: admin.token, body })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { data?: { errors: { path: string; message: string }[] } }[] }
    expect(errors[0]?.data?.errors).toEqual([{ path: 'title', message: CONTROL }])
  })

  it('should refuse a control character in a site page’s address, or in the admin panel’s, with a 400 page', async () => {
    for (const path of ['/bizness/kafejnica%00', '/en/bizness/a%0Ab', '/admin/collections/listings?search=a%00b']) {
      const response = proxy(new NextRequest(`http://localhost:3000${path}`))
      expect(response.status, path).toBe(400)
      expect(await response.text(), path).toContain(translate(path.startsWith('/en/') ? 'en' : 'lv', 'api.addressControlCharacters'))
    }
    expect(proxy(new NextRequest('http://localhost:3000/bizness/nav%20tada')).status).toBe(200)
  })
})

describe('a line break in a one-line field never becomes a line of its own', () => {
  it('should refuse a line break or a tab in an inquiry’s name, and take them in its message', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    const [token] = await openForms(listing, visitor)
    for (const name of ['Jānis\nSVARĪGI: apmaksājiet rēķinu šeit', 'Jānis\r\nX', 'Jānis\u2028X', 'Jānis\tPircējs']) {
      const { status, body } = await sendInquiry(form(listing, token!, { name }), visitor)
      expect(status, JSON.stringify(name)).toBe(400)
      expect(body.errors?.name).toBe(ONE_LINE)
    }
    expect(await storedInquiries(listing.id)).toHaveLength(0)
    const { status } = await sendInquiry(form(listing, token!, { message: 'Labdien!\r\n\tVai ir parādi?\nPaldies.' }), visitor)
    expect(status).toBe(201)
    const [stored] = await storedInquiries(listing.id)
    expect(stored?.message).toBe('Labdien!\n\tVai ir parādi?\nPaldies.')
  })

  it('should refuse a line break in a one-line field sent to Payload’s own routes, and take it in a textarea', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const title = await api('PATCH', `/api/listings/${listing.id}`, { token: seller.token, json: { title: 'Kafejnīca\nSVARĪGI' } })
    expect(title.status).toBe(400)
    const description = await api('PATCH', `/api/listings/${listing.id}`, { token: seller.token, json: { description: 'Pirmā.\nOtrā.' } })
    expect(description.status, await description.text()).toBe(200)
    expect((await payload.findByID({ collection: 'listings', id: listing.id })).title).toBe(listing.title)
  })

  it('should put every value of a mail on one line, whatever the field let through', () => {
    const mail = listingInquiryMessage({
      locale: 'lv',
      sellerName: 'Ilze\nX-Injected: 1',
      title: 'Kafejnīca\r\nBcc: someone@example.com',
      slug: 'kafejnica',
      buyer: { name: 'Jānis\nSVARĪGI: apmaksājiet rēķinu šeit', email: 'janis@example.lv', phone: '+371\u2028200' },
      message: 'Labdien!\nVai ir parādi?',
    })
    expect(mail.subject).not.toMatch(/[\r\n]/)
    const lines = mail.text.split('\n')
    expect(lines.some((line) => /^(SVARĪGI|X-Injected|Bcc)/.test(line))).toBe(false)
    expect(lines).toEqual(expect.arrayContaining(['Labdien!', 'Vai ir parādi?']))
    expect(mail.text).toContain('Jānis SVARĪGI: apmaksājiet rēķinu šeit')
    expect(mail.html).not.toMatch(/Jānis\s*\n\s*SVARĪGI/)
  })
})

describe('page numbers past the last', () => {
  it('should show the inbox’s first and last page for a page number past it or past any reach, never an error', async () => {
    const owner = await createTestUser(payload)
    for (const page of ['10000000000', '99999999999999999999', '1e309', '-0', '9999', '2', ['3', '4'], undefined]) {
      const inbox = await loadInboxPage(owner.user, 'lv', page)
      expect(inbox.page, String(page)).toBe(1)
      expect(inbox.inquiries, String(page)).toEqual([])
    }
  })
})
