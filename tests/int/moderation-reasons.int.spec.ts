import { describe, expect, it } from 'vitest'

import { moderationAddress } from '@/email/transport'
import { translate } from '@/i18n/translate'
import type { AuditLog } from '@/payload-types'
import { getOwnListingWithStatement } from '@/services/listings/own-listing-view'

import { createCategory, createListing } from '../helpers/fixtures'
import { api, apiJson } from '../helpers/rest'
import { inboxForThisFile } from '../helpers/smtp'
import { asUser, createTestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()
const moderator = await createTestUser(payload, ['moderator'])
const categoryId = (await createCategory(payload)).id

const auditOf = async (collection: 'listings' | 'users', id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ documentCollection: { equals: collection } }, { documentId: { equals: String(id) } }] },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs as AuditLog[]

const fieldErrors = (body: { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }) =>
  body.errors?.[0]?.data?.errors ?? []

describe('hiding a listing: a statement of reasons', () => {
  it('should refuse to hide a listing without a reason from the list, in the moderator’s language, changing nothing', async () => {
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId)

    const refused = await apiJson('PATCH', `/api/listings/${listing.id}`, {
      token: moderator.token,
      json: { status: 'hidden' },
      headers: { 'accept-language': 'lv' },
    })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body as never)).toEqual([
      { path: 'moderationReason', message: translate('lv', 'moderation.reasonRequired') },
    ])

    const other = await apiJson('PATCH', `/api/listings/${listing.id}`, {
      token: moderator.token,
      json: { status: 'hidden', moderationReason: 'other' },
      headers: { 'accept-language': 'en' },
    })
    expect(other.status).toBe(400)
    expect(fieldErrors(other.body as never)[0]).toMatchObject({
      path: 'moderationNote',
      message: translate('en', 'moderation.reasonTextRequired'),
    })

    expect((await payload.findByID({ collection: 'listings', id: listing.id })).status).toBe('published')
    expect(await auditOf('listings', listing.id)).toEqual([])
  })

  it('should tell the owner in their language why, by which rule, and how to contest; log it; show it in their area; clear it on republishing', async () => {
    const seller = await createTestUser(payload, ['user'], { locale: 'en' })
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'Kafejnīca Rīgā' })

    const hidden = await api('PATCH', `/api/listings/${listing.id}`, {
      token: moderator.token,
      json: { status: 'hidden', moderationReason: 'turnover_under_minimum', moderationNote: 'Apgrozījums 2025. gadā bija 31 000 EUR.' },
    })
    expect(hidden.status).toBe(200)

    const [told] = await inbox.waitFor(seller.email)
    expect(inbox.to(seller.email)).toHaveLength(1)
    expect(told.subject).toBe(translate('en', 'email.moderation.listingHidden.subject'))
    expect(told.text).toContain('Kafejnīca Rīgā')
    expect(told.text).toContain(translate('en', 'moderation.reasons.turnover_under_minimum'))
    expect(told.text).toContain(translate('en', 'moderation.rules.turnover_under_minimum'))
    expect(told.text).toContain('Apgrozījums 2025. gadā bija 31 000 EUR.')
    expect(told.text).toContain(moderationAddress())
    expect(told.replyTo).toEqual([moderationAddress()])

    const mine = await apiJson<Record<string, unknown>>('GET', `/api/listings/${listing.id}`, { token: seller.token })
    expect(mine.body).toMatchObject({
      moderationReason: 'turnover_under_minimum',
      moderationNote: 'Apgrozījums 2025. gadā bija 31 000 EUR.',
    })
    const forEditing = await getOwnListingWithStatement(payload, listing.id, 'en', await asUser(payload, seller.user.id))
    expect(forEditing.moderation).toEqual({ reason: 'turnover_under_minimum', note: 'Apgrozījums 2025. gadā bija 31 000 EUR.' })

    const published = await api('PATCH', `/api/listings/${listing.id}`, { token: moderator.token, json: { status: 'published' } })
    expect(published.status).toBe(200)
    const [, again] = await inbox.waitFor(seller.email, { count: 2 })
    expect(again.subject).toBe(translate('en', 'email.moderation.listingPublished.subject'))
    const stored = await payload.findByID({ collection: 'listings', id: listing.id })
    expect([stored.moderationReason ?? null, stored.moderationNote ?? null]).toEqual([null, null])

    const entries = await auditOf('listings', listing.id)
    expect(entries.map((entry) => [entry.action, entry.reason ?? null, entry.actor, entry.subject])).toEqual([
      ['listing_hide', 'turnover_under_minimum', moderator.user.id, seller.user.id],
      ['listing_publish', 'turnover_under_minimum', moderator.user.id, seller.user.id],
    ])
  })

  it('should log a moderator’s edit with before and after as moderation, and the owner’s own save apart from it', async () => {
    const seller = await createTestUser(payload)
    const listing = await createListing(payload, seller.user.id, categoryId, { title: 'PĀRDODU!!!', description: 'Sākotnējais.' })

    await api('PATCH', `/api/listings/${listing.id}`, { token: seller.token, json: { description: 'Pārdevēja paša labojums.' } })
    await api('PATCH', `/api/listings/${listing.id}`, { token: moderator.token, json: { title: 'Pārdod kafejnīcu' } })

    const entries = await auditOf('listings', listing.id)
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({
      action: 'listing_save',
      actor: seller.user.id,
      changes: { description: { before: 'Sākotnējais.', after: 'Pārdevēja paša labojums.' }, version: { before: 1, after: 2 } },
    })
    expect(entries[1]).toMatchObject({
      action: 'listing_edit',
      actor: moderator.user.id,
      subject: seller.user.id,
      changes: { title: { before: 'PĀRDODU!!!', after: 'Pārdod kafejnīcu' }, version: { before: 2, after: 3 } },
    })
  })
})

describe('blocking an account: a statement of reasons', () => {
  it('should refuse to block without a reason', async () => {
    const target = await createTestUser(payload)
    const refused = await apiJson('PATCH', `/api/users/${target.user.id}`, { token: moderator.token, json: { blocked: true } })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body as never)[0]).toMatchObject({ path: 'blockedReasonCode' })
    expect((await payload.findByID({ collection: 'users', id: target.user.id })).blocked).toBe(false)
  })

  it('should tell the person in Latvian why, refuse their login with the reason, log it, and tell them when unblocked', async () => {
    const target = await createTestUser(payload)

    const blocked = await api('PATCH', `/api/users/${target.user.id}`, {
      token: moderator.token,
      json: { blocked: true, blockedReasonCode: 'spam_or_fraud', blockedReason: 'Viltoti sludinājumi.' },
    })
    expect(blocked.status).toBe(200)

    const [told] = await inbox.waitFor(target.email)
    expect(told.subject).toBe(translate('lv', 'email.moderation.accountBlocked.subject'))
    expect(told.text).toContain(translate('lv', 'moderation.reasons.spam_or_fraud'))
    expect(told.text).toContain(translate('lv', 'moderation.rules.spam_or_fraud'))
    expect(told.text).toContain('Viltoti sludinājumi.')
    expect(told.text).toContain(moderationAddress())

    const login = await apiJson<{ errors?: { message: string }[] }>('POST', '/api/users/login', {
      json: { email: target.email, password: target.password },
      headers: { 'accept-language': 'lv' },
    })
    expect(login.status).toBe(403)
    expect(login.body.errors?.[0]?.message).toBe(
      translate('lv', 'moderation.blockedWithReason', {
        reason: translate('lv', 'moderation.reasons.spam_or_fraud'),
        address: moderationAddress(),
      }),
    )

    expect((await api('PATCH', `/api/users/${target.user.id}`, { token: moderator.token, json: { blocked: false } })).status).toBe(200)
    const [, unblocked] = await inbox.waitFor(target.email, { count: 2 })
    expect(unblocked.subject).toBe(translate('lv', 'email.moderation.accountUnblocked.subject'))
    const stored = await payload.findByID({ collection: 'users', id: target.user.id, showHiddenFields: true })
    expect([stored.blockedReasonCode ?? null, stored.blockedReason ?? null]).toEqual([null, null])

    const entries = await auditOf('users', target.user.id)
    expect(entries.map((entry) => [entry.action, entry.reason ?? null, entry.actor])).toEqual([
      ['user_block', 'spam_or_fraud', moderator.user.id],
      ['user_unblock', 'spam_or_fraud', moderator.user.id],
    ])
  })

  it('should log a change of roles with before and after', async () => {
    const admin = await createTestUser(payload, ['admin'])
    const target = await createTestUser(payload)
    expect((await api('PATCH', `/api/users/${target.user.id}`, { token: admin.token, json: { roles: ['editor'] } })).status).toBe(200)
    const [entry] = await auditOf('users', target.user.id)
    expect(entry).toMatchObject({ action: 'user_roles', actor: admin.user.id, changes: { roles: { before: ['user'], after: ['editor'] } } })
  })
})

describe('the audit log itself', () => {
  it('should let only admins read it, and nobody (admins included) write, change or delete an entry', async () => {
    const admin = await createTestUser(payload, ['admin'])
    const editor = await createTestUser(payload, ['editor'])
    const seller = await createTestUser(payload)
    const target = await createTestUser(payload)
    await api('PATCH', `/api/users/${target.user.id}`, { token: admin.token, json: { roles: ['editor'] } })
    const [entry] = await auditOf('users', target.user.id)

    expect((await apiJson<{ docs: unknown[] }>('GET', '/api/audit-log', { token: admin.token })).body.docs.length).toBeGreaterThan(0)
    for (const reader of [seller, editor, moderator, target]) {
      expect((await api('GET', '/api/audit-log', { token: reader.token })).status).toBe(403)
      expect((await api('GET', `/api/audit-log/${entry.id}`, { token: reader.token })).status).toBe(403)
    }
    for (const writer of [admin, moderator, seller]) {
      expect((await api('POST', '/api/audit-log', { token: writer.token, json: { action: 'user_block' } })).status).toBe(403)
      expect((await api('PATCH', `/api/audit-log/${entry.id}`, { token: writer.token, json: { reasonText: 'x' } })).status).toBe(403)
      expect((await api('DELETE', `/api/audit-log/${entry.id}`, { token: writer.token })).status).toBe(403)
    }
    expect(await payload.findByID({ collection: 'audit-log', id: entry.id })).toMatchObject({ action: 'user_roles', reasonText: null })
  })
})
