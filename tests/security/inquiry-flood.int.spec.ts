/**
 * Issue 32, finding 1: 30 inquiries from 30 addresses with made-up e-mail addresses put 20 mails
 * in a seller's mailbox, and every real buyer after them got 429 for the hour; one form token
 * served any number of inquiries; IPv6 was counted per /64. Here the flood is sent as a script
 * would, through the public calls alone: a token per form, then the inquiry.
 */
import crypto from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/visitor-address'
import { INQUIRY_MIN_FILL_SECONDS } from '@/lib/inquiry/limits'
import type { Listing } from '@/payload-types'
import { receivedInquiries } from '@/services/inquiries/received-inquiries'
import { attentionCounts } from '@/services/moderation/attention'

import { createCategory, createListing } from '../helpers/fixtures'
import { limitMessage } from '../helpers/limits'
import { apiJson } from '../helpers/rest'
import { codeFrom, inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

const { payload, inbox } = await inboxForThisFile()
const categoryId = (await createCategory(payload)).id

type Visitor = Record<string, string>
type Answer = { message: string }

const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index))

/** A /48 of its own for each test, so the networks of one test are nobody else's. */
const freshNetwork48 = () => `2001:db8:${crypto.randomBytes(2).toString('hex')}`

/** Visitors from 30 addresses: half IPv4, half IPv6 each in a /56 of its own (what one /48 holder has 256 of). */
const floodVisitors = (count: number): Visitor[] => {
  const network = freshNetwork48()
  return times(count, (index) =>
    index % 2 === 0 ? newVisitor() : { [CLIENT_ADDRESS_HEADER]: `${network}:${(index << 8).toString(16)}::${index + 1}` },
  )
}

const madeUpAddress = () => `${crypto.randomBytes(6).toString('hex')}@nav-tadas-pastkastes.example`

/** Opens the form as the listing page does, once per visitor. */
const openForm = async (listing: Pick<Listing, 'slug'>, visitor: Visitor) => {
  const { status, body } = await apiJson<{ token: string }>('GET', `/api/listing/inquiry/token?slug=${listing.slug}`, {
    headers: visitor,
  })
  expect(status).toBe(200)
  return body.token
}

/** Opens every visitor's form, then waits the time a person takes to write, as a patient script does. */
const openForms = async (listing: Pick<Listing, 'slug'>, visitors: Visitor[]) => {
  const tokens = await Promise.all(visitors.map((visitor) => openForm(listing, visitor)))
  await sleep(INQUIRY_MIN_FILL_SECONDS * 1000 + 200)
  return tokens
}

const inquiry = (listing: Pick<Listing, 'slug'>, token: string, email: string) => ({
  slug: listing.slug,
  name: 'Pircējs',
  email,
  message: 'Vai uzņēmums vēl tiek pārdots?',
  token,
  website: '',
})

const send = (json: Record<string, unknown>, visitor: Visitor, locale = '') =>
  apiJson<Answer>('POST', `/api/listing/inquiry${locale}` as `/api/${string}`, { json, headers: visitor })

const confirm = (code: string) => apiJson<Answer>('POST', '/api/listing/inquiry/confirm', { json: { code } })

/** The confirmation link mailed to `email`, followed as its owner would. */
const confirmMailedLink = async (email: string) => {
  const [mail] = await inbox.waitFor(email)
  const { status } = await confirm(codeFrom(mail, '/confirm-inquiry/'))
  expect(status).toBe(200)
}

const sellerMails = (email: string) => inbox.to(email)

const floodedListings = async () =>
  (await attentionCounts(payload))
    .find((item) => item.key === 'inquiryFloods')
    ?.filter.value.split(',')
    .map(Number) ?? []

describe('a flood of inquiries with made-up addresses', () => {
  it('should mail the seller nothing for 30 inquiries from 30 addresses, refuse no real buyer after them, and show the flood', async () => {
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitors = floodVisitors(30)
    const tokens = await openForms(listing, visitors)
    const answers = await Promise.all(visitors.map((visitor, index) => send(inquiry(listing, tokens[index], madeUpAddress()), visitor)))
    expect(answers.map((answer) => answer.status)).toEqual(times(30, () => 201))
    await inbox.drain(payload)
    expect(sellerMails(seller.email)).toHaveLength(0)

    // A real buyer from a fresh address: taken at once, and with them the seller's first mail after one click.
    const buyer = newVisitor()
    const buyerEmail = `pircejs-${crypto.randomBytes(4).toString('hex')}@example.lv`
    const [token] = await openForms(listing, [buyer])
    const real = await send({ ...inquiry(listing, token, buyerEmail), message: 'Īsts jautājums par nomu.' }, buyer)
    expect(real.status).toBe(201)
    expect(real.body.message).toBe(translate('lv', 'inquiries.confirmMailed'))
    await confirmMailedLink(buyerEmail)
    const [mail] = await inbox.waitFor(seller.email)
    expect(mail.replyTo).toEqual([buyerEmail])
    expect(mail.text).toContain('Īsts jautājums par nomu.')
    await inbox.drain(payload)
    expect(sellerMails(seller.email)).toHaveLength(1)

    // The seller's inbox has all 31, the unconfirmed ones marked.
    const received = await receivedInquiries(payload, seller.user, 'lv')
    expect(received.total).toBe(31)
    expect(received.inquiries.filter((each) => each.status === 'unconfirmed')).toHaveLength(received.inquiries.length - 1)
    expect(received.inquiries.find((each) => each.email === buyerEmail)?.status).toBe('mailed')

    expect(await floodedListings()).toContain(listing.id)
  })

  it('should mail a seller at most 5 an hour of inquiries whose senders all confirmed, and hold the rest in their inbox, marked', async () => {
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId)
    // A script with a catch-all domain of its own clicks every link it is mailed.
    const visitors = floodVisitors(12)
    const addresses = visitors.map(() => madeUpAddress())
    const tokens = await openForms(listing, visitors)
    for (const [index, visitor] of visitors.entries()) {
      expect((await send(inquiry(listing, tokens[index], addresses[index]), visitor)).status).toBe(201)
      await confirmMailedLink(addresses[index])
    }
    await inbox.drain(payload)
    expect(sellerMails(seller.email)).toHaveLength(5)

    const received = await receivedInquiries(payload, seller.user, 'lv')
    expect(received.inquiries.map((each) => each.status).sort()).toEqual([...times(7, () => 'held'), ...times(5, () => 'mailed')])
    expect(await floodedListings()).not.toContain(listing.id)

    // A real buyer is still taken, and their inquiry waits in the seller's inbox.
    const buyer = newVisitor()
    const buyerEmail = `pircejs-${crypto.randomBytes(4).toString('hex')}@example.lv`
    const [token] = await openForms(listing, [buyer])
    expect((await send(inquiry(listing, token, buyerEmail), buyer)).status).toBe(201)
    await confirmMailedLink(buyerEmail)
    const after = await receivedInquiries(payload, seller.user, 'lv')
    expect(after.inquiries.find((each) => each.email === buyerEmail)?.status).toBe('held')
    // Held ones count towards a flood the moderators see.
    await Promise.all(
      times(2, async () => {
        const visitor = newVisitor()
        const email = madeUpAddress()
        const [own] = await openForms(listing, [visitor])
        expect((await send(inquiry(listing, own, email), visitor)).status).toBe(201)
      }),
    )
    expect(await floodedListings()).toContain(listing.id)
  })
})

describe('the form’s token', () => {
  it('should serve one inquiry, and refuse the same token a second time, also at the same moment', async () => {
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    const [token] = await openForms(listing, [visitor])
    const first = await send(inquiry(listing, token, madeUpAddress()), visitor)
    expect(first.status).toBe(201)
    const again = await send(inquiry(listing, token, madeUpAddress()), visitor, '?locale=en')
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(translate('en', 'inquiries.formUsed'))

    const [shared] = await openForms(listing, [visitor])
    const together = await Promise.all(times(4, () => send(inquiry(listing, shared, madeUpAddress()), visitor)))
    expect(together.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400])
    expect((await receivedInquiries(payload, seller.user, 'lv')).total).toBe(2)
  })

  it('should refuse a token opened by another visitor', async () => {
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId)
    const [token] = await openForms(listing, [newVisitor()])
    const { status, body } = await send(inquiry(listing, token, madeUpAddress()), newVisitor())
    expect(status).toBe(400)
    expect(body.message).toBe(translate('lv', 'inquiries.formExpired'))
  })
})

describe('who counts as one visitor', () => {
  it('should count the addresses of one IPv6 /56 network as one visitor', async () => {
    const seller = await createTestUser(payload)
    const listings = await Promise.all(times(6, () => createListing(payload, seller.user.id, categoryId)))
    const network = `${freshNetwork48()}:${crypto.randomBytes(1).toString('hex')}`
    // Six /64 networks of one /56: the subscriber's own.
    const visitors = times(6, (index) => ({ [CLIENT_ADDRESS_HEADER]: `${network}${index.toString(16).padStart(2, '0')}::1` }))
    const tokens = await Promise.all(listings.map((listing, index) => openForm(listing, visitors[index])))
    await sleep(INQUIRY_MIN_FILL_SECONDS * 1000 + 200)
    for (const index of times(5, (each) => each))
      expect((await send(inquiry(listings[index], tokens[index], madeUpAddress()), visitors[index])).status).toBe(201)
    const over = await send(inquiry(listings[5], tokens[5], madeUpAddress()), visitors[5], '?locale=en')
    expect(over.status).toBe(429)
    expect(over.body.message).toMatch(limitMessage('en', 'inquiries.visitorLimit'))
  })
})

describe('the confirmation mail', () => {
  it('should mail one address at most 5 confirmation links an hour, whoever names it, and still keep each inquiry for the seller', async () => {
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId)
    const victim = madeUpAddress()
    const visitors = floodVisitors(7)
    const tokens = await openForms(listing, visitors)
    const answers = await Promise.all(visitors.map((visitor, index) => send(inquiry(listing, tokens[index], victim), visitor)))
    expect(answers.map((answer) => answer.status)).toEqual(times(7, () => 201))
    expect(answers.filter((answer) => answer.body.message === translate('lv', 'inquiries.confirmNotMailed'))).toHaveLength(2)
    await inbox.drain(payload)
    expect(inbox.to(victim)).toHaveLength(5)
    expect((await receivedInquiries(payload, seller.user, 'lv')).total).toBe(7)
  })

  it('should refuse an unknown or altered code and confirm a real one once', async () => {
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId)
    const visitor = newVisitor()
    const email = madeUpAddress()
    const [token] = await openForms(listing, [visitor])
    expect((await send(inquiry(listing, token, email), visitor)).status).toBe(201)
    const code = codeFrom((await inbox.waitFor(email))[0], '/confirm-inquiry/')
    for (const wrong of ['nav-tads', `${code.slice(0, -2)}AA`, 'x'.repeat(300)]) {
      const { status, body } = await confirm(wrong)
      expect(status).toBe(wrong.length > 200 ? 400 : 404)
      if (status === 404) expect(body.message).toBe(translate('lv', 'inquiries.confirmInvalid'))
    }
    for (let click = 0; click < 3; click++) {
      const { status, body } = await confirm(code)
      expect(status).toBe(200)
      expect(body.message).toBe(translate('lv', 'inquiries.confirmed'))
    }
    await inbox.drain(payload)
    expect(sellerMails(seller.email)).toHaveLength(1)
  })
})
