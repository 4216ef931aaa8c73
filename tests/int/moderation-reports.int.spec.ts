import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { moderationAddress } from '@/email/transport'
import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { REASON_TEXT_MAX } from '@/lib/moderation/reasons'
import type { AuditLog, Listing, Report } from '@/payload-types'

import { createCategory, createListing } from '../helpers/fixtures'
import { limitMessage } from '../helpers/limits'
import { api, apiJson } from '../helpers/rest'
import { inboxForThisFile } from '../helpers/smtp'
import { createTestUser } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

const { payload, inbox } = await inboxForThisFile()
const moderator = await createTestUser(payload, ['moderator'])
const seller = await createTestUser(payload, ['user'], { locale: 'lv' })
const categoryId = (await createCategory(payload)).id

const reporterAddress = () => `reporter-${crypto.randomBytes(4).toString('hex')}@example.lv`

type Answer = { id?: number; message: string; errors?: Record<string, string> }

/** POST /api/listing/report as a visitor (a new one unless given), in `locale`. */
const report = (
  body: Record<string, unknown>,
  { locale = 'lv', visitor = newVisitor(), token }: { locale?: Locale; visitor?: Record<string, string>; token?: string } = {},
) => apiJson<Answer>('POST', `/api/listing/report?locale=${locale}`, { json: body, headers: visitor, token })

const reportsOf = async (listing: Listing) =>
  (await payload.find({ collection: 'reports', where: { listing: { equals: listing.id } }, sort: 'createdAt', depth: 0 })).docs as Report[]

const handlingsOf = async (ids: number[]) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ documentCollection: { equals: 'reports' } }, { documentId: { in: ids.map(String) } }] },
      depth: 0,
      pagination: false,
    })
  ).docs as AuditLog[]

describe('POST /api/listing/report', () => {
  it('should store a visitor’s report of a public listing with their language and answer 201', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const email = reporterAddress()
    const { status, body } = await report(
      { slug: listing.slug, reason: 'misleading_figures', details: '  Apgrozījums neatbilst Lursoft datiem.  ', email },
      { locale: 'ru' },
    )
    expect(status).toBe(201)
    expect(body.message).toBe(translate('ru', 'reports.form.sent'))

    const [stored] = await reportsOf(listing)
    expect(stored).toMatchObject({
      id: body.id,
      reason: 'misleading_figures',
      details: 'Apgrozījums neatbilst Lursoft datiem.',
      reporterEmail: email,
      reporterLocale: 'ru',
      reporter: null,
      status: 'open',
    })
  })

  it('should record the signed-in reporter', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const buyer = await createTestUser(payload)
    expect((await report({ slug: listing.slug, reason: 'spam_or_fraud' }, { token: buyer.token })).status).toBe(201)
    expect((await reportsOf(listing))[0]).toMatchObject({ reporter: buyer.user.id, reporterEmail: null, reporterLocale: 'lv' })
  })

  it('should answer bad input with 400 and a message per field, storing nothing', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ slug: listing.slug, reason: 'ugly_logo' }, { reason: translate('lv', 'moderation.reasonRequired') }],
      [{ slug: listing.slug }, { reason: translate('lv', 'moderation.reasonRequired') }],
      [{ slug: listing.slug, reason: 'other', details: '   ' }, { details: translate('lv', 'moderation.reasonTextRequired') }],
      [
        { slug: listing.slug, reason: 'other', email: 'nav-adrese' },
        { details: translate('lv', 'moderation.reasonTextRequired'), email: translate('lv', 'validation.email') },
      ],
      [
        { slug: listing.slug, reason: 'spam_or_fraud', details: 'x'.repeat(REASON_TEXT_MAX + 1) },
        { details: translate('lv', 'reports.detailsTooLong') },
      ],
      [{ reason: 'spam_or_fraud' }, { slug: translate('lv', 'reports.listingRequired') }],
      [{ slug: listing.slug, reason: 'spam_or_fraud', status: 'actioned' }, { status: translate('lv', 'validation.unknownField') }],
    ]
    for (const [body, errors] of cases) {
      const answer = await report(body)
      expect({ body, status: answer.status, errors: answer.body.errors }).toEqual({ body, status: 400, errors })
    }
    expect(await reportsOf(listing)).toEqual([])
  })

  it('should answer 404 for a hidden or an unknown listing, also to its owner', async () => {
    const hidden = await createListing(payload, seller.user.id, categoryId, { status: 'hidden' })
    for (const token of [undefined, seller.token]) {
      const { status, body } = await report({ slug: hidden.slug, reason: 'spam_or_fraud' }, { token })
      expect([status, body.message]).toEqual([404, translate('lv', 'listing.notFound')])
    }
    expect((await report({ slug: 'nav-tada-sludinajuma', reason: 'spam_or_fraud' })).status).toBe(404)
    expect(await reportsOf(hidden)).toEqual([])
  })

  it('should let a visitor report a listing once a day and five listings an hour, then answer 429', async () => {
    const visitor = newVisitor()
    const listings = await Promise.all(Array.from({ length: 6 }, () => createListing(payload, seller.user.id, categoryId)))

    expect((await report({ slug: listings[0].slug, reason: 'spam_or_fraud' }, { visitor })).status).toBe(201)
    const again = await report({ slug: listings[0].slug, reason: 'misleading_figures' }, { visitor, locale: 'en' })
    expect(again.status).toBe(429)
    expect(again.body.message).toMatch(limitMessage('en', 'reports.alreadyReported'))

    for (const listing of listings.slice(1, 5))
      expect((await report({ slug: listing.slug, reason: 'spam_or_fraud' }, { visitor })).status).toBe(201)
    const response = await api('POST', '/api/listing/report?locale=lv', {
      json: { slug: listings[5].slug, reason: 'spam_or_fraud' },
      headers: visitor,
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await response.json()) as Answer).message).toMatch(limitMessage('lv', 'reports.visitorLimit'))

    expect(await reportsOf(listings[5])).toEqual([])
    // Another visitor is not held up.
    expect((await report({ slug: listings[5].slug, reason: 'spam_or_fraud' })).status).toBe(201)
  })

  it('should refuse a report sent by a page of another origin', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const response = await api('POST', '/api/listing/report', {
      json: { slug: listing.slug, reason: 'spam_or_fraud' },
      headers: { ...newVisitor(), Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await reportsOf(listing)).toEqual([])
  })

  it('should be in the OpenAPI description', async () => {
    const { body } = await apiJson<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/openapi.json')
    expect(body.paths['/api/listing/report']?.post).toBeDefined()
  })
})

describe('the reports queue', () => {
  it('should let only moderators read and handle reports, and nobody create one through /api/reports', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { body } = await report({ slug: listing.slug, reason: 'spam_or_fraud' })

    for (const token of [undefined, seller.token]) {
      expect((await api('GET', '/api/reports', { token })).status).toBe(403)
      expect((await api('GET', `/api/reports/${body.id}`, { token })).status).toBe(403)
      expect((await api('PATCH', `/api/reports/${body.id}`, { token, json: { status: 'dismissed' } })).status).toBe(403)
    }
    for (const token of [undefined, seller.token, moderator.token]) {
      expect((await api('POST', '/api/reports', { token, json: { listing: listing.id, reason: 'spam_or_fraud' } })).status).toBe(403)
    }
    await report({ slug: listing.slug, reason: 'misleading_figures' })
    type Queued = Report & { openReports: number }
    const queue = await apiJson<{ docs: Queued[] }>('GET', '/api/reports?where[status][equals]=open&depth=0', { token: moderator.token })
    expect(queue.status).toBe(200)
    expect(queue.body.docs.every((doc) => doc.status === 'open')).toBe(true)
    // Newest first, each with its listing's count of open reports.
    const ofListing = queue.body.docs.filter((doc) => doc.listing === listing.id)
    expect(ofListing.map((doc) => [doc.reason, doc.openReports])).toEqual([
      ['misleading_figures', 2],
      ['spam_or_fraud', 2],
    ])
    expect((await payload.findByID({ collection: 'reports', id: body.id! })).status).toBe('open')
  })

  it('should hide the listing with the report’s reason, close its other open reports, log each, and tell each reporter once in their language', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Autoserviss Jelgavā' })
    const elsewhere = await createListing(payload, seller.user.id, categoryId)
    const [english, latvian] = [reporterAddress(), reporterAddress()]
    const first = await report({ slug: listing.slug, reason: 'turnover_under_minimum', email: english }, { locale: 'en' })
    const second = await report({ slug: listing.slug, reason: 'misleading_figures', email: latvian })
    const third = await report({ slug: listing.slug, reason: 'spam_or_fraud' })
    const unrelated = await report({ slug: elsewhere.slug, reason: 'spam_or_fraud' })

    const handled = await api('PATCH', `/api/reports/${first.body.id}`, { token: moderator.token, json: { status: 'actioned' } })
    expect(handled.status).toBe(200)

    const hidden = await payload.findByID({ collection: 'listings', id: listing.id })
    expect([hidden.status, hidden.moderationReason, hidden.moderationNote ?? null]).toEqual(['hidden', 'turnover_under_minimum', null])
    const [statement] = await inbox.waitFor(seller.email)
    expect(statement.subject).toBe(translate('lv', 'email.moderation.listingHidden.subject'))
    expect(statement.text).toContain(translate('lv', 'moderation.reasons.turnover_under_minimum'))

    const ids = [first, second, third].map(({ body }) => body.id!)
    const reports = await reportsOf(listing)
    expect(reports.map((each) => [each.id, each.status, each.handledBy])).toEqual(ids.map((id) => [id, 'actioned', moderator.user.id]))
    expect(reports.every((each) => each.handledAt)).toBe(true)
    expect((await payload.findByID({ collection: 'reports', id: unrelated.body.id! })).status).toBe('open')

    const entries = await handlingsOf(ids)
    expect(entries.map((entry) => [Number(entry.documentId), entry.action, entry.actor, entry.subject]).sort()).toEqual(
      ids.map((id) => [id, 'report_handle', moderator.user.id, seller.user.id]).sort(),
    )

    await inbox.waitFor(english)
    await inbox.waitFor(latvian)
    await inbox.drain(payload)
    const [toEnglish, ...moreEnglish] = inbox.to(english)
    const [toLatvian, ...moreLatvian] = inbox.to(latvian)
    expect([moreEnglish, moreLatvian]).toEqual([[], []])
    expect(toEnglish.subject).toBe(translate('en', 'email.reportOutcome.actioned.subject'))
    expect(toEnglish.text).toContain('Autoserviss Jelgavā')
    expect(toEnglish.text).toContain(translate('en', 'moderation.reasons.turnover_under_minimum'))
    expect(toEnglish.replyTo).toEqual([moderationAddress()])
    expect(toLatvian.subject).toBe(translate('lv', 'email.reportOutcome.actioned.subject'))
    expect(toLatvian.text).toContain(translate('lv', 'moderation.reasons.misleading_figures'))
    expect(inbox.to(seller.email)).toHaveLength(1)
  })

  it('should close a dismissed report with one mail to the reporter, leave the listing alone, and keep it closed', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const email = reporterAddress()
    const { body } = await report({ slug: listing.slug, reason: 'not_registered_lv', email, handledBy: 1 })
    expect(body.id).toBeUndefined()
    const created = await report({ slug: listing.slug, reason: 'not_registered_lv', email })
    const id = created.body.id!

    const dismissed = await api('PATCH', `/api/reports/${id}`, { token: moderator.token, json: { status: 'dismissed' } })
    expect(dismissed.status).toBe(200)
    expect(await payload.findByID({ collection: 'reports', id, depth: 0 })).toMatchObject({
      status: 'dismissed',
      handledBy: moderator.user.id,
    })
    expect((await payload.findByID({ collection: 'listings', id: listing.id })).status).toBe('published')

    const [told] = await inbox.waitFor(email)
    await inbox.drain(payload)
    expect(inbox.to(email)).toHaveLength(1)
    expect(told.subject).toBe(translate('lv', 'email.reportOutcome.dismissed.subject'))
    expect((await handlingsOf([id])).map((entry) => [entry.action, entry.changes])).toEqual([
      ['report_handle', { status: { before: 'open', after: 'dismissed' } }],
    ])

    const reopened = await apiJson<Answer>('PATCH', `/api/reports/${id}`, { token: moderator.token, json: { status: 'open' } })
    expect(reopened.status).toBe(400)
    expect((await payload.findByID({ collection: 'reports', id })).status).toBe('dismissed')
  })

  it('should not hide a listing for the reason ‘other’ without words for the owner', async () => {
    const listing = await createListing(payload, seller.user.id, categoryId)
    const { body } = await report({ slug: listing.slug, reason: 'other', details: 'Dīvaini.' })
    await payload.update({ collection: 'reports', id: body.id!, data: { details: null } })
    const refused = await apiJson<{ errors: { data?: { errors: { path: string; message: string }[] } }[] }>(
      'PATCH',
      `/api/reports/${body.id}`,
      { token: moderator.token, json: { status: 'actioned' } },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].data?.errors).toEqual([{ path: 'details', message: translate('lv', 'moderation.reasonTextRequired') }])
    expect((await payload.findByID({ collection: 'listings', id: listing.id })).status).toBe('published')
    expect((await payload.findByID({ collection: 'reports', id: body.id! })).status).toBe('open')
  })
})
