import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { INQUIRY_FORM_MAX_AGE_MINUTES, INQUIRY_MIN_FILL_SECONDS, INQUIRY_TRAP_FIELD } from '@/lib/inquiry/limits'
import { hashKey } from '@/lib/rate-limit/hash-key'
import { INQUIRY_CONFIRMATIONS_PER_SITE, INQUIRY_MAILS_PER_SITE, SITE_KEY } from '@/lib/rate-limit/rules'
import { siteUrl } from '@/lib/runtime/site-url'
import type { Listing } from '@/payload-types'
import { receivedInquiries } from '@/services/inquiries/received-inquiries'

import { createCategory, createListing } from '../helpers/fixtures'
import { confirmMailedInquiry, inquiryConfirmCode, inquiryTokenFor } from '../helpers/inquiries'
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

type Visitor = Record<string, string>

const tokenFor = (listing: Pick<Listing, 'slug'>, visitor: Visitor, ageMs?: number) =>
  inquiryTokenFor(payload, listing.slug!, visitor, ageMs)

/** A form as a person sends it: opened a little while ago by `visitor`, the trap left empty. */
const form = (listing: Pick<Listing, 'slug'>, visitor: Visitor, extra: Record<string, unknown> = {}) => ({
  slug: listing.slug,
  name: 'Jānis Pircējs',
  email: buyerAddress(),
  phone: '+371 26000000',
  message: 'Labdien!\nVai uzņēmumam ir parādi? Kāds ir apgrozījums šogad?',
  token: tokenFor(listing, visitor),
  [INQUIRY_TRAP_FIELD]: '',
  ...extra,
})

type Answer = { message: string; errors?: Record<string, string> }

const send = (json: Record<string, unknown>, visitor: Visitor, locale = '', token?: string) =>
  apiJson<Answer>('POST', `/api/listing/inquiry${locale}` as `/api/${string}`, { json, headers: visitor, token })

/** A new visitor's inquiry about `listing`, as they wrote it. */
const sendNew = (listing: Pick<Listing, 'slug'>, extra: Record<string, unknown> = {}, locale = '') => {
  const visitor = newVisitor()
  const inquiry = form(listing, visitor, extra)
  return { inquiry, answer: send(inquiry, visitor, locale) }
}

/** A new visitor's inquiry about `listing`, confirmed from the buyer's mailbox. */
const sendConfirmed = async (listing: Pick<Listing, 'slug'>, extra: Record<string, unknown> = {}) => {
  const { inquiry, answer } = sendNew(listing, extra)
  expect((await answer).status).toBe(201)
  await confirmMailedInquiry(inbox, inquiry.email)
  return inquiry
}

/** The mails about the listing `title` delivered to `to`, once the queue has delivered what it holds. */
const mailsAbout = async (to: string, title: string) => {
  await inbox.drain(payload)
  return inbox.to(to).filter((each) => each.subject.includes(title))
}

const statsRow = async (listingId: number) =>
  (await payload.db.drizzle.execute(sql`SELECT inquiries FROM listing_daily_stats WHERE listing_id = ${listingId}`)).rows

const storedInquiries = async (listingId: number) =>
  (await payload.find({ collection: 'inquiries', where: { listing: { equals: listingId } }, depth: 0, overrideAccess: true })).docs

describe('POST /api/listing/inquiry', () => {
  it('should keep the inquiry and mail the buyer a link that carries nothing they wrote, and no mail to the seller yet', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Kafejnīca Vecrīgā' })
    const { inquiry, answer } = sendNew(listing)
    const { status, body } = await answer
    expect(status).toBe(201)
    expect(body.message).toBe(translate('lv', 'inquiries.confirmMailed'))
    expect(JSON.stringify(body)).not.toContain(inquiry.email)

    const [link] = await inbox.waitFor(inquiry.email)
    expect(link.subject).toBe(translate('lv', 'email.inquiryConfirm.subject', { title: 'Kafejnīca Vecrīgā' }))
    expect(link.links.some((url) => url.startsWith(`${siteUrl()}/confirm-inquiry/`))).toBe(true)
    expect(link.replyTo).toEqual([])
    for (const theirs of ['Jānis', 'parādi', '26000000']) expect(`${link.text}${link.html}`).not.toContain(theirs)

    expect(await mailsAbout(seller.email, 'Kafejnīca Vecrīgā')).toHaveLength(0)
    const [stored] = await storedInquiries(listing.id)
    expect(stored).toMatchObject({ name: 'Jānis Pircējs', email: inquiry.email, locale: 'lv', status: 'unconfirmed', confirmed_at: null })
    expect(await statsRow(listing.id)).toEqual([])
  })

  it('should mail the seller once after the buyer’s click, in the seller’s language, with Reply-To the buyer, and count it', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Kafejnīca Pārdaugavā' })
    const inquiry = await sendConfirmed(listing)

    const [mail] = await mailsAbout(seller.email, 'Kafejnīca Pārdaugavā')
    expect(mail.replyTo).toEqual([inquiry.email])
    expect(mail.subject).toBe(translate('en', 'email.inquiry.subject', { title: 'Kafejnīca Pārdaugavā' }))
    expect(mail.text).toContain('Hello, Ilze!')
    expect(mail.text).toContain('Vai uzņēmumam ir parādi?')
    expect(mail.text).toContain(inquiry.email)
    expect(mail.text).toContain('+371 26000000')
    expect(mail.links).toContain(`${ORIGIN}/en/bizness/${listing.slug}`)

    // The link again (a second click, a mail client opening it twice) sends nothing more.
    const again = await apiJson<Answer>('POST', '/api/listing/inquiry/confirm?locale=en', {
      json: { code: await inquiryConfirmCode(inbox, inquiry.email) },
    })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe(translate('en', 'inquiries.confirmed'))
    expect(await mailsAbout(seller.email, 'Kafejnīca Pārdaugavā')).toHaveLength(1)
    const [stored] = await storedInquiries(listing.id)
    expect(stored.status).toBe('mailed')
    expect(await statsRow(listing.id)).toEqual([{ inquiries: 1 }])
  })

  it('should bring a Russian-speaking seller a Latvian buyer’s words as written, in a Russian mail', async () => {
    const russianSeller = await createTestUser(payload, ['user'], { locale: 'ru', first_name: 'Ольга' })
    const listing = await createListing(payload, russianSeller.user.id, categoryId, { title: 'Кафе в Старой Риге' })
    const inquiry = await sendConfirmed(listing)

    const [mail] = await mailsAbout(russianSeller.email, 'Кафе в Старой Риге')
    expect(mail.subject).toBe(translate('ru', 'email.inquiry.subject', { title: 'Кафе в Старой Риге' }))
    expect(mail.text).toContain('Здравствуйте, Ольга!')
    expect(mail.text).toContain('Labdien!')
    expect(mail.text).toContain('Vai uzņēmumam ir parādi? Kāds ir apgrozījums šogad?')
    expect(mail.text).toContain(inquiry.name)
    expect(mail.links).toContain(`${ORIGIN}/ru/bizness/${listing.slug}`)
  })

  it('should keep a Russian page’s inquiry in Russian and mail its buyer the confirmation in Russian', async () => {
    const listing = await createListing(payload, otherSeller.user.id, categoryId, { title: 'Пекарня в Даугавпилсе' })
    const { inquiry, answer } = sendNew(listing, {}, '?locale=ru')
    expect((await answer).body.message).toBe(translate('ru', 'inquiries.confirmMailed'))
    const [link] = await inbox.waitFor(inquiry.email)
    expect(link.subject).toBe(translate('ru', 'email.inquiryConfirm.subject', { title: 'Пекарня в Даугавпилсе' }))
    expect(link.links.some((url) => url.startsWith(`${siteUrl()}/ru/confirm-inquiry/`))).toBe(true)
    expect((await storedInquiries(listing.id))[0].locale).toBe('ru')
  })

  it('should link an English inquiry’s confirmation to the English page', async () => {
    const listing = await createListing(payload, otherSeller.user.id, categoryId)
    const { inquiry, answer } = sendNew(listing, {}, '?locale=en')
    expect((await answer).body.message).toBe(translate('en', 'inquiries.confirmMailed'))
    const [link] = await inbox.waitFor(inquiry.email)
    expect(link.links.some((url) => url.startsWith(`${siteUrl()}/en/confirm-inquiry/`))).toBe(true)
  })

  it('should send a signed-in buyer’s inquiry from their account’s own address to the seller at once, and ask for a link from any other', async () => {
    const buyer = await createTestUser(payload)
    const listing = await createListing(payload, otherSeller.user.id, categoryId, { title: 'Pircēja konts SIA' })
    const visitor = newVisitor()
    const own = await send(form(listing, visitor, { email: buyer.email.toUpperCase() }), visitor, '', buyer.token)
    expect(own.status).toBe(201)
    expect(own.body.message).toBe(translate('lv', 'inquiries.sent'))
    const [mail] = await mailsAbout(otherSeller.email, 'Pircēja konts SIA')
    expect(mail.replyTo).toEqual([buyer.email])

    const elsewhere = buyerAddress()
    const second = await createListing(payload, otherSeller.user.id, categoryId)
    const other = await send(form(second, visitor, { email: elsewhere }), visitor, '', buyer.token)
    expect(other.body.message).toBe(translate('lv', 'inquiries.confirmMailed'))
    await inbox.waitFor(elsewhere)
    expect(inbox.to(buyer.email)).toHaveLength(0)
    expect((await storedInquiries(listing.id)).map((each) => each.status)).toEqual(['mailed'])
    expect((await storedInquiries(second.id)).map((each) => each.status)).toEqual(['unconfirmed'])
  })

  it('should escape the buyer’s words in the mail’s HTML', async () => {
    const listing = await createListing(payload, otherSeller.user.id, categoryId, { title: 'Ļaunā SIA' })
    await sendConfirmed(listing, { name: '<b>Ļaunais</b>', message: '<script>alert(1)</script>' })
    const [mail] = await mailsAbout(otherSeller.email, 'Ļaunā SIA')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;')
    expect(mail.html).not.toContain('<b>Ļaunais')
  })

  it('should refuse a form whose bot trap is filled, sending and keeping nothing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { status, body } = await sendNew(listing, { [INQUIRY_TRAP_FIELD]: 'https://spam.example' }, '?locale=en').answer
    expect(status).toBe(400)
    expect(body.message).toBe(translate('en', 'inquiries.botRefused'))
    expect(await storedInquiries(listing.id)).toHaveLength(0)
  })

  it('should refuse a form sent sooner than a person writes, and accept it a few seconds later', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    const opened = await apiJson<{ token: string; min_fill_seconds: number }>('GET', `/api/listing/inquiry/token?slug=${listing.slug}`, {
      headers: visitor,
    })
    expect(opened.status).toBe(200)
    expect(opened.body.min_fill_seconds).toBe(INQUIRY_MIN_FILL_SECONDS)
    const tooSoon = await send(form(listing, visitor, { token: opened.body.token }), visitor)
    expect(tooSoon.status).toBe(400)
    expect(tooSoon.body.message).toBe(translate('lv', 'inquiries.tooFast'))
    expect(await storedInquiries(listing.id)).toHaveLength(0)

    const later = tokenFor(listing, visitor, INQUIRY_MIN_FILL_SECONDS * 1000)
    expect((await send(form(listing, visitor, { token: later }), visitor)).status).toBe(201)
  })

  it('should refuse a missing, forged, foreign-listing, another visitor’s or hour-old token', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const other = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    const tokens = [
      '',
      'abc-def',
      tokenFor(other, visitor),
      tokenFor(listing, newVisitor()),
      tokenFor(listing, visitor, (INQUIRY_FORM_MAX_AGE_MINUTES + 1) * 60 * 1000),
      `${(Date.now() - 60_000).toString(36)}-${'A'.repeat(22)}-${'A'.repeat(43)}`,
    ]
    for (const token of tokens) {
      const { status, body } = await send(form(listing, visitor, { token }), visitor)
      expect(status, token).toBe(400)
      expect(body.message).toBe(translate('lv', 'inquiries.formExpired'))
    }
    expect(await storedInquiries(listing.id)).toHaveLength(0)
  })

  it('should name each field at fault and change nothing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { status, body } = await sendNew(listing, { name: ' ', email: 'nav-adrese', phone: 'zvani man', message: '' }, '?locale=en')
      .answer
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
    expect((await sendNew(hidden).answer).status).toBe(404)
  })

  it('should refuse an inquiry sent from another site’s page', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    const { status } = await apiJson('POST', '/api/listing/inquiry', {
      json: form(listing, visitor),
      headers: { ...visitor, Origin: 'https://evil.example' },
    })
    expect(status).toBe(403)
    expect(await storedInquiries(listing.id)).toHaveLength(0)
  })
})

describe('POST /api/listing/inquiry, throttled', () => {
  it('should let a visitor write about one listing twice a day, then answer 429 in Latvian and English', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    for (let i = 0; i < 2; i++) expect((await send(form(listing, visitor), visitor)).status).toBe(201)
    const lv = await send(form(listing, visitor), visitor)
    expect(lv.status).toBe(429)
    expect(lv.body.message).toMatch(limitMessage('lv', 'inquiries.repeatLimit'))
    const en = await send(form(listing, visitor), visitor, '?locale=en')
    expect(en.status).toBe(429)
    expect(en.body.message).toMatch(limitMessage('en', 'inquiries.repeatLimit'))
    expect(await storedInquiries(listing.id)).toHaveLength(2)
    // Another buyer is not held up.
    expect((await sendNew(listing).answer).status).toBe(201)
  })

  it('should leave a refused form’s token unspent: the same form goes once the limit frees up', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    for (let i = 0; i < 2; i++) expect((await send(form(listing, visitor), visitor)).status).toBe(201)
    const refused = form(listing, visitor)
    expect((await send(refused, visitor)).status).toBe(429)
    await payload.db.drizzle.execute(sql`DELETE FROM rate_limit_uses WHERE bucket = 'inquiries-per-listing-from-visitor'`)
    expect((await send(refused, visitor)).status).toBe(201)
  })

  it('should stop a visitor writing to many listings at 5 an hour', async () => {
    const visitor = newVisitor()
    const listings = await Promise.all(Array.from({ length: 6 }, () => createListing(payload, otherSeller.user.id, categoryId)))
    for (const listing of listings.slice(0, 5)) expect((await send(form(listing, visitor), visitor)).status).toBe(201)
    const over = await send(form(listings[5], visitor), visitor, '?locale=en')
    expect(over.status).toBe(429)
    expect(over.body.message).toMatch(limitMessage('en', 'inquiries.visitorLimit'))
  })

  it('should keep inquiries past the site’s hourly shares of mail: no link mailed, and a confirmed one held, not mailed', async () => {
    const listing = await createListing(payload, otherSeller.user.id, categoryId)
    const fill = (rule: { name: string; limit: number }) =>
      payload.db.drizzle.execute(sql`
        INSERT INTO rate_limit_uses (bucket, key, item, expires_at)
        SELECT ${rule.name}, ${hashKey(payload, SITE_KEY)}, '', now() + interval '1 hour' FROM generate_series(1, ${rule.limit})`)
    const buyer = await createTestUser(payload)
    await fill(INQUIRY_CONFIRMATIONS_PER_SITE)
    await fill(INQUIRY_MAILS_PER_SITE)
    try {
      const { inquiry, answer } = sendNew(listing)
      expect((await answer).body.message).toBe(translate('lv', 'inquiries.confirmNotMailed'))
      const visitor = newVisitor()
      const signedIn = await send(form(listing, visitor, { email: buyer.email }), visitor, '', buyer.token)
      expect(signedIn.status).toBe(201)
      await inbox.drain(payload)
      expect(inbox.to(inquiry.email)).toHaveLength(0)
      expect((await storedInquiries(listing.id)).map((each) => each.status).sort()).toEqual(['held', 'unconfirmed'])
    } finally {
      await payload.db.drizzle.execute(sql`
        DELETE FROM rate_limit_uses WHERE bucket IN (${INQUIRY_CONFIRMATIONS_PER_SITE.name}, ${INQUIRY_MAILS_PER_SITE.name})`)
    }
  })
})

describe('who reads inquiries', () => {
  it('should show a listing’s inquiries to its seller’s team and admins, never to another seller or a visitor', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { inquiry, answer } = sendNew(listing)
    expect((await answer).status).toBe(201)
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
    const first = await sendConfirmed(listing, { message: 'Vai telpas ir nomātas?', phone: '' })
    const { inquiry: second, answer } = sendNew(listing, { message: 'Cik ilgi uzņēmums darbojas?', phone: '+371 2000 0000' })
    expect((await answer).status).toBe(201)

    for (const reader of [seller, teammate]) {
      const inbox = await receivedInquiries(payload, reader.user, 'lv')
      const ours = inbox.inquiries.filter((inquiry) => inquiry.listing.id === listing.id)
      expect(ours.map(({ email, phone, message, status }) => ({ email, phone, message, status }))).toEqual([
        { email: second.email, phone: '+371 2000 0000', message: second.message, status: 'unconfirmed' },
        { email: first.email, phone: null, message: first.message, status: 'mailed' },
      ])
      expect(ours[0]!.listing).toEqual({ id: listing.id, title: listing.title, slug: listing.slug })
    }
    const other = await receivedInquiries(payload, otherSeller.user, 'lv')
    expect(JSON.stringify(other)).not.toContain(first.email)
    expect(other.inquiries.some((inquiry) => inquiry.listing.id === listing.id)).toBe(false)
  })

  it('should never put the buyer’s address in the listing’s public answers', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const inquiry = await sendConfirmed(listing)
    const publicAnswer = await apiJson('GET', `/api/listing/get/${listing.slug}/slug`)
    expect(publicAnswer.status).toBe(200)
    expect(JSON.stringify(publicAnswer.body)).not.toContain(inquiry.email)
    expect(await statsRow(listing.id)).toEqual([{ inquiries: 1 }])
  })
})
