import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { INQUIRY_MIN_FILL_SECONDS, INQUIRY_TRAP_FIELD } from '@/lib/inquiry/limits'
import type { Listing } from '@/payload-types'
import { inquiryFormToken } from '@/services/inquiries/form-token'
import { receivedInquiries } from '@/services/inquiries/received-inquiries'

import { createCategory, createListing } from '../helpers/fixtures'
import { limitMessage } from '../helpers/limits'
import { apiJson, ORIGIN } from '../helpers/rest'
import { inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

const { payload, inbox } = await inboxForThisFile()
const seller = await createTestUser(payload, ['user'], { locale: 'en', first_name: 'Ilze' })
const teammate = await createTestUser(payload, ['user'], { team: seller.user.id })
const otherSeller = await createTestUser(payload)
const categoryId = (await createCategory(payload)).id

const buyerAddress = () => `buyer-${crypto.randomBytes(4).toString('hex')}@example.lv`

/** A form as a person sends it: opened a little while ago, the trap left empty. */
const form = (listing: Pick<Listing, 'slug'>, extra: Record<string, unknown> = {}) => ({
  slug: listing.slug,
  name: 'Jānis Pircējs',
  email: buyerAddress(),
  phone: '+371 26000000',
  message: 'Labdien!\nVai uzņēmumam ir parādi? Kāds ir apgrozījums šogad?',
  token: inquiryFormToken(payload, listing.slug!, Date.now() - (INQUIRY_MIN_FILL_SECONDS + 5) * 1000),
  [INQUIRY_TRAP_FIELD]: '',
  ...extra,
})

type Answer = { message: string; errors?: Record<string, string> }

const send = (json: Record<string, unknown>, visitor = newVisitor(), locale = '') =>
  apiJson<Answer>('POST', `/api/listing/inquiry${locale}` as `/api/${string}`, { json, headers: visitor })

const storedInquiries = async (listingId: number) =>
  (await payload.find({ collection: 'inquiries', where: { listing: { equals: listingId } }, depth: 0, overrideAccess: true })).docs

describe('POST /api/listing/inquiry', () => {
  it('should mail the seller once, in their language, with Reply-To the buyer, and keep the inquiry', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Kafejnīca Vecrīgā' })
    const inquiry = form(listing)
    const { status, body } = await send(inquiry)
    expect(status).toBe(201)
    expect(body.message).toBe(translate('lv', 'inquiries.sent'))
    expect(JSON.stringify(body)).not.toContain(inquiry.email)

    const [mail] = await inbox.waitFor(seller.email)
    expect(mail.replyTo).toEqual([inquiry.email])
    expect(mail.subject).toBe(translate('en', 'email.inquiry.subject', { title: 'Kafejnīca Vecrīgā' }))
    expect(mail.text).toContain('Hello, Ilze!')
    expect(mail.text).toContain('Vai uzņēmumam ir parādi?')
    expect(mail.text).toContain(inquiry.email)
    expect(mail.text).toContain('+371 26000000')
    expect(mail.links).toContain(`${ORIGIN}/en/bizness/${listing.slug}`)

    await inbox.drain(payload)
    expect(inbox.to(seller.email).filter((each) => each.subject === mail.subject)).toHaveLength(1)
    expect(inbox.to(inquiry.email)).toHaveLength(0)
    const [stored] = await storedInquiries(listing.id)
    expect(stored).toMatchObject({ name: 'Jānis Pircējs', email: inquiry.email, locale: 'lv' })
  })

  it('should escape the buyer’s words in the mail’s HTML', async () => {
    const listing = await createListing(payload, otherSeller.user.id, categoryId)
    expect((await send(form(listing, { name: '<b>Ļaunais</b>', message: '<script>alert(1)</script>' }))).status).toBe(201)
    const [mail] = await inbox.waitFor(otherSeller.email)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;')
    expect(mail.html).not.toContain('<b>Ļaunais')
  })

  it('should refuse a form whose bot trap is filled, sending and keeping nothing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { status, body } = await send(form(listing, { [INQUIRY_TRAP_FIELD]: 'https://spam.example' }), newVisitor(), '?locale=en')
    expect(status).toBe(400)
    expect(body.message).toBe(translate('en', 'inquiries.botRefused'))
    expect(await storedInquiries(listing.id)).toHaveLength(0)
  })

  it('should refuse a form sent sooner than a person writes, and accept it a few seconds later', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const opened = await apiJson<{ token: string; min_fill_seconds: number }>('GET', `/api/listing/inquiry/token?slug=${listing.slug}`)
    expect(opened.status).toBe(200)
    expect(opened.body.min_fill_seconds).toBe(INQUIRY_MIN_FILL_SECONDS)
    const tooSoon = await send(form(listing, { token: opened.body.token }))
    expect(tooSoon.status).toBe(400)
    expect(tooSoon.body.message).toBe(translate('lv', 'inquiries.tooFast'))
    expect(await storedInquiries(listing.id)).toHaveLength(0)

    const later = inquiryFormToken(payload, listing.slug!, Date.now() - INQUIRY_MIN_FILL_SECONDS * 1000)
    expect((await send(form(listing, { token: later }))).status).toBe(201)
  })

  it('should refuse a missing, forged, foreign-listing or day-old token', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const other = await createListing(payload, seller.user.id, categoryId)
    const old = Date.now() - 13 * 60 * 60 * 1000
    const tokens = [
      '',
      'abc-def',
      inquiryFormToken(payload, other.slug!, Date.now() - 60_000),
      inquiryFormToken(payload, listing.slug!, old),
      `${(Date.now() - 60_000).toString(36)}-${'A'.repeat(43)}`,
    ]
    for (const token of tokens) {
      const { status, body } = await send(form(listing, { token }))
      expect(status, token).toBe(400)
      expect(body.message).toBe(translate('lv', 'inquiries.formExpired'))
    }
    expect(await storedInquiries(listing.id)).toHaveLength(0)
  })

  it('should name each field at fault and change nothing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { status, body } = await send(
      form(listing, { name: ' ', email: 'nav-adrese', phone: 'zvani man', message: '' }),
      newVisitor(),
      '?locale=en',
    )
    expect(status).toBe(400)
    expect(body.errors).toEqual({
      name: translate('en', 'inquiries.nameRequired'),
      email: translate('en', 'validation.email'),
      phone: translate('en', 'inquiries.phoneInvalid'),
      message: translate('en', 'inquiries.messageRequired'),
    })
    expect(await storedInquiries(listing.id)).toHaveLength(0)
  })

  it('should answer 404 for a listing the public does not see', async () => {
    const hidden = await createListing(payload, seller.user.id, categoryId, { status: 'hidden' })
    expect((await send(form(hidden))).status).toBe(404)
  })

  it('should refuse an inquiry sent from another site’s page', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { status } = await apiJson('POST', '/api/listing/inquiry', {
      json: form(listing),
      headers: { ...newVisitor(), Origin: 'https://evil.example' },
    })
    expect(status).toBe(403)
    expect(await storedInquiries(listing.id)).toHaveLength(0)
  })
})

describe('POST /api/listing/inquiry, throttled', () => {
  it('should let a visitor write about one listing twice a day, then answer 429 in Latvian and English', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    for (let i = 0; i < 2; i++) expect((await send(form(listing), visitor)).status).toBe(201)
    const lv = await send(form(listing), visitor)
    expect(lv.status).toBe(429)
    expect(lv.body.message).toMatch(limitMessage('lv', 'inquiries.repeatLimit'))
    const en = await send(form(listing), visitor, '?locale=en')
    expect(en.status).toBe(429)
    expect(en.body.message).toMatch(limitMessage('en', 'inquiries.repeatLimit'))
    expect(await storedInquiries(listing.id)).toHaveLength(2)
    // Another buyer is not held up.
    expect((await send(form(listing))).status).toBe(201)
  })

  it('should stop a visitor writing to many listings at 5 an hour', async () => {
    const visitor = newVisitor()
    const listings = await Promise.all(Array.from({ length: 6 }, () => createListing(payload, otherSeller.user.id, categoryId)))
    for (const listing of listings.slice(0, 5)) expect((await send(form(listing), visitor)).status).toBe(201)
    const over = await send(form(listings[5]), visitor, '?locale=en')
    expect(over.status).toBe(429)
    expect(over.body.message).toMatch(limitMessage('en', 'inquiries.visitorLimit'))
  })

  it('should stop a crowd of visitors writing about one listing at 20 an hour', async () => {
    const listing = await createListing(payload, otherSeller.user.id, categoryId)
    for (let i = 0; i < 20; i++) expect((await send(form(listing))).status).toBe(201)
    const over = await send(form(listing), newVisitor(), '?locale=en')
    expect(over.status).toBe(429)
    expect(over.body.message).toMatch(limitMessage('en', 'inquiries.listingLimit'))
  })
})

describe('who reads inquiries', () => {
  it('should show a listing’s inquiries to its seller’s team and admins, never to another seller or a visitor', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const inquiry = form(listing)
    expect((await send(inquiry)).status).toBe(201)
    const admin = await createTestUser(payload, ['admin'])
    const find = (token?: string) =>
      apiJson<{ docs: { email: string }[] }>('GET', `/api/inquiries?where[listing][equals]=${listing.id}`, { token })

    for (const reader of [seller, teammate, admin]) {
      const { status, body } = await find(reader.token)
      expect(status).toBe(200)
      expect(body.docs.map((doc) => doc.email)).toEqual([inquiry.email])
    }
    const other = await find(otherSeller.token)
    expect(other.status).toBe(200)
    expect(other.body.docs).toHaveLength(0)
    expect(JSON.stringify(other.body)).not.toContain(inquiry.email)
    expect((await find()).status).toBe(403)

    const [stored] = await storedInquiries(listing.id)
    expect((await apiJson('GET', `/api/inquiries/${stored.id}`, { token: otherSeller.token })).status).toBe(404)
    expect((await apiJson('PATCH', `/api/inquiries/${stored.id}`, { token: seller.token, json: { message: 'x' } })).status).toBe(403)
  })

  it('should list a listing’s inquiries, newest first, in the inbox of its seller and team-mate and in no other seller’s', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const first = form(listing, { message: 'Vai telpas ir nomātas?', phone: '' })
    const second = form(listing, { message: 'Cik ilgi uzņēmums darbojas?', phone: '+371 2000 0000' })
    expect((await send(first)).status).toBe(201)
    expect((await send(second)).status).toBe(201)

    for (const reader of [seller, teammate]) {
      const inbox = await receivedInquiries(payload, reader.user, 'lv')
      const ours = inbox.inquiries.filter((inquiry) => inquiry.listing.id === listing.id)
      expect(ours.map(({ email, phone, message }) => ({ email, phone, message }))).toEqual([
        { email: second.email, phone: '+371 2000 0000', message: second.message },
        { email: first.email, phone: null, message: first.message },
      ])
      expect(ours[0]!.listing).toEqual({ id: listing.id, title: listing.title, slug: listing.slug })
    }
    const other = await receivedInquiries(payload, otherSeller.user, 'lv')
    expect(JSON.stringify(other)).not.toContain(first.email)
    expect(other.inquiries.some((inquiry) => inquiry.listing.id === listing.id)).toBe(false)
  })

  it('should never put the buyer’s address in the listing’s public answers', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const inquiry = form(listing)
    expect((await send(inquiry)).status).toBe(201)
    const publicAnswer = await apiJson('GET', `/api/listing/get/${listing.slug}/slug`)
    expect(publicAnswer.status).toBe(200)
    expect(JSON.stringify(publicAnswer.body)).not.toContain(inquiry.email)
    const { rows } = await payload.db.drizzle.execute(sql`SELECT inquiries FROM listing_daily_stats WHERE listing_id = ${listing.id}`)
    expect(rows).toEqual([{ inquiries: 1 }])
  })
})
