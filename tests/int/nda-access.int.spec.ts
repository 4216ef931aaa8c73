import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import type { Listing } from '@/payload-types'
import { seesWhole } from '@/services/confidential/sees-whole'
import { hasNdaGrant } from '@/services/nda/nda-grant'
import { currentNdaVersion } from '@/services/nda/nda-text'

import { createCategory, createImage, createListing, richText } from '../helpers/fixtures'
import { api, apiJson } from '../helpers/rest'
import { inboxForThisFile } from '../helpers/smtp'
import { asUser, createTestUser, type TestUser } from '../helpers/users'

const { payload, inbox } = await inboxForThisFile()
const seller = await createTestUser(payload, ['user'], { first_name: 'Ilze', locale: 'en' })
const teammate = await createTestUser(payload, ['user'], { team: seller.user.id })
const otherSeller = await createTestUser(payload)
const categoryId = (await createCategory(payload)).id

/** A new NDA text in both languages: a new version, which every buyer must accept again. */
async function newNdaVersion(words = `Neizpaust ${Math.random().toString(36).slice(2, 8)}.`): Promise<number> {
  await payload.updateGlobal({ slug: 'nda', data: { content: richText(words) }, locale: 'lv' })
  await payload.updateGlobal({ slug: 'nda', data: { content: richText(`Do not disclose: ${words}`) }, locale: 'en' })
  return currentNdaVersion(payload)
}
await newNdaVersion()

const confidentialListing = (data: Partial<Listing> = {}) =>
  createListing(payload, seller.user.id, categoryId, { confidential: true, ...data })

const buyer = (extra: Parameters<typeof createTestUser>[2] = {}) =>
  createTestUser(payload, ['user'], { first_name: 'Jānis', last_name: 'Pircējs', ...extra })

/** A buyer whose address is no longer confirmed (an admin unticked it) while they hold a session. */
async function unconfirmedBuyer(): Promise<TestUser> {
  const someone = await buyer()
  await payload.update({ collection: 'users', id: someone.user.id, data: { _verified: false }, overrideAccess: true })
  return someone
}

const accept = async (who: TestUser | null, listing: Pick<Listing, 'slug'>, body: Record<string, unknown> = {}, locale = 'lv') =>
  apiJson<{ state?: string; message: string; errors?: Record<string, string> }>(
    'POST',
    `/api/listing/nda/${listing.slug}?locale=${locale}` as `/api/${string}`,
    { token: who?.token, json: { version: await currentNdaVersion(payload), ...body } },
  )

type Entry = { user_id: number | null; name: string; company: string | null; state: string; current: boolean }
const acceptances = (who: TestUser, listingId: number) =>
  apiJson<{ acceptances: Entry[]; listing: { nda_approval: string }; nda_version: number }>(
    'GET',
    `/api/listing/nda/${listingId}` as `/api/${string}`,
    { token: who.token },
  )

const decide = (who: TestUser, listingId: number, buyerId: number, decision: 'approve' | 'decline' | 'revoke') =>
  decision === 'revoke'
    ? apiJson<{ state: string; message: string }>('DELETE', `/api/listing/nda/${listingId}/${buyerId}` as `/api/${string}`, {
        token: who.token,
      })
    : apiJson<{ state: string; message: string }>('POST', `/api/listing/nda/${listingId}/${buyerId}/${decision}` as `/api/${string}`, {
        token: who.token,
      })

const stored = async (listingId: number, buyerId: number) =>
  (
    await payload.find({
      collection: 'nda-acceptances',
      where: { and: [{ listing: { equals: listingId } }, { buyer: { equals: buyerId } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

const auditOf = async (listingId: number, buyerId: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ documentId: { equals: String(listingId) } }, { subject: { equals: buyerId } }] },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((entry) => ({ action: entry.action, actor: entry.actor }))

const mailsAbout = async (to: string, title: string) => {
  await inbox.drain(payload)
  return inbox.to(to).filter((each) => each.subject.includes(title))
}

describe('the NDA text (global nda)', () => {
  it('should take a new version on every change of its text, and keep the same one when saved unchanged', async () => {
    const before = await currentNdaVersion(payload)
    const after = await newNdaVersion('Šis teksts ir jauns.')
    expect(after).toBe(before + 2)
    await payload.updateGlobal({ slug: 'nda', data: { version: 1 }, locale: 'lv' })
    expect(await currentNdaVersion(payload)).toBe(after)
  })

  it('should be read by anyone, changed by editors only, and its history read by editors only', async () => {
    const visitor = await buyer()
    expect((await api('GET', '/api/globals/nda?locale=en')).status).toBe(200)
    const change = await api('POST', '/api/globals/nda', { token: visitor.token, json: { content: richText('Mans teksts.') } })
    expect(change.status).toBe(403)
    const history = await apiJson<{ docs?: unknown[] }>('GET', '/api/globals/nda/versions', { token: visitor.token })
    expect(history.status).toBe(403)
  })
})

describe('POST /api/listing/nda/{slug} (a buyer accepts)', () => {
  it('should grant access at once, recording who, when, from where, the language and the NDA version', async () => {
    const listing = await confidentialListing()
    const jānis = await buyer()
    const before = Date.now()
    const { status, body } = await api('POST', `/api/listing/nda/${listing.slug}?locale=en` as `/api/${string}`, {
      token: jānis.token,
      json: { version: await currentNdaVersion(payload), company: 'SIA Pircēji' },
      headers: { 'x-bizness-client-ip': '192.0.2.44' },
    }).then(async (response) => ({ status: response.status, body: await response.json() }))
    expect(status).toBe(200)
    expect(body).toEqual({ state: 'granted', message: translate('en', 'nda.accepted.granted') })
    const row = await stored(listing.id, jānis.user.id)
    expect(row).toMatchObject({
      state: 'granted',
      company: 'SIA Pircēji',
      address: '192.0.2.44',
      locale: 'en',
      nda_version: await currentNdaVersion(payload),
    })
    expect(new Date(row.accepted_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(await hasNdaGrant(payload, listing.id, jānis.user.id)).toBe(true)
    expect(await auditOf(listing.id, jānis.user.id)).toEqual([{ action: 'nda_accept', actor: jānis.user.id }])
    // Accepting again changes nothing and logs nothing.
    expect((await accept(jānis, listing)).body.state).toBe('granted')
    expect(await auditOf(listing.id, jānis.user.id)).toHaveLength(1)
  })

  it('should refuse visitors, unconfirmed addresses, the listing’s own team, open listings and a text not read', async () => {
    const listing = await confidentialListing()
    expect((await accept(null, listing)).status).toBe(401)
    // Payload honours no session of an account whose address is unconfirmed.
    const unconfirmed = await unconfirmedBuyer()
    expect((await accept(unconfirmed, listing, {}, 'en')).status).toBe(401)
    expect((await accept(teammate, listing)).body.message).toBe(translate('lv', 'nda.ownListing'))
    const open = await createListing(payload, seller.user.id, categoryId)
    const jānis = await buyer()
    const notConfidential = await accept(jānis, open)
    expect([notConfidential.status, notConfidential.body.message]).toEqual([409, translate('lv', 'nda.notConfidential')])
    const stale = await accept(jānis, listing, { version: (await currentNdaVersion(payload)) - 1 }, 'ru')
    expect([stale.status, stale.body.message]).toEqual([409, translate('ru', 'nda.versionChanged')])
    const long = await accept(jānis, listing, { company: 'x'.repeat(121) })
    expect([long.status, long.body.errors?.company]).toEqual([400, translate('lv', 'nda.companyTooLong')])
    expect((await accept(jānis, { slug: 'nav-tada-sludinajuma' })).status).toBe(404)
    const hidden = await confidentialListing({ status: 'hidden', moderationReason: 'other', moderationNote: 'x' } as Partial<Listing>)
    expect((await accept(jānis, hidden)).status).toBe(404)
    expect(await stored(listing.id, jānis.user.id)).toBeUndefined()
    expect(await stored(listing.id, unconfirmed.user.id)).toBeUndefined()
  })

  it('should ask again after a new NDA version: the old grant no longer opens the listing, a new acceptance does', async () => {
    const listing = await confidentialListing()
    const jānis = await buyer()
    await accept(jānis, listing)
    const mine = () =>
      apiJson<{ state: string }>('GET', `/api/listing/nda/${listing.slug}/mine` as `/api/${string}`, { token: jānis.token })
    expect((await mine()).body.state).toBe('granted')
    await newNdaVersion()
    expect(await hasNdaGrant(payload, listing.id, jānis.user.id)).toBe(false)
    expect((await mine()).body.state).toBe('outdated')
    expect((await accept(jānis, listing)).body.state).toBe('granted')
    expect(await hasNdaGrant(payload, listing.id, jānis.user.id)).toBe(true)
    expect(await auditOf(listing.id, jānis.user.id)).toHaveLength(2)
  })

  it('should tell the page where a visitor stands', async () => {
    const listing = await confidentialListing()
    const mine = (who?: TestUser) =>
      apiJson<{ state: string }>('GET', `/api/listing/nda/${listing.slug}/mine` as `/api/${string}`, { token: who?.token })
    expect((await mine()).body.state).toBe('signedOut')
    expect((await mine(await unconfirmedBuyer())).body.state).toBe('signedOut')
    expect((await mine(await buyer())).body.state).toBe('none')
    const open = await createListing(payload, seller.user.id, categoryId)
    expect((await apiJson('GET', `/api/listing/nda/${open.slug}/mine` as `/api/${string}`)).status).toBe(409)
  })
})

describe('the seller decides (approve each buyer)', () => {
  it('should keep a buyer waiting, mail the seller, and let the team approve: the buyer is mailed in their language', async () => {
    const listing = await confidentialListing({ nda_approval: 'approve', title: `Konfidenciāls ražotājs ${Date.now()}` })
    const jānis = await buyer()
    const asked = await accept(jānis, listing, { company: 'SIA Investors' }, 'en')
    expect(asked.body).toEqual({ state: 'pending', message: translate('en', 'nda.accepted.pending') })
    expect(await hasNdaGrant(payload, listing.id, jānis.user.id)).toBe(false)
    const [request] = await mailsAbout(seller.email, listing.title)
    expect(request.subject).toBe(translate('en', 'email.nda.request.subject', { title: listing.title }))

    const list = await acceptances(teammate, listing.id)
    expect(list.status).toBe(200)
    expect(list.body.listing.nda_approval).toBe('approve')
    expect(list.body.acceptances).toEqual([
      expect.objectContaining({ user_id: jānis.user.id, name: 'Jānis Pircējs', company: 'SIA Investors', state: 'pending', current: true }),
    ])
    // The seller reads who and when, never the buyer's address or e-mail.
    expect(JSON.stringify(list.body)).not.toContain(jānis.email)

    const approved = await decide(teammate, listing.id, jānis.user.id, 'approve')
    expect(approved.body).toEqual({ state: 'granted', message: translate('lv', 'nda.decided.approve') })
    expect(await hasNdaGrant(payload, listing.id, jānis.user.id)).toBe(true)
    const [mail] = await mailsAbout(jānis.email, listing.title)
    expect(mail.subject).toBe(translate('en', 'email.nda.approve.subject', { title: listing.title }))
    expect(mail.text).toContain(`/en/bizness/${listing.slug}`)
    expect((await decide(seller, listing.id, jānis.user.id, 'approve')).status).toBe(409)
    expect(await auditOf(listing.id, jānis.user.id)).toEqual([
      { action: 'nda_accept', actor: jānis.user.id },
      { action: 'nda_approve', actor: teammate.user.id },
    ])
  })

  it('should decline a waiting buyer, who cannot ask again, in Russian when they asked in Russian', async () => {
    const listing = await confidentialListing({ nda_approval: 'approve', title: `Konfidenciāla aptieka ${Date.now()}` })
    const ivan = await buyer({ first_name: 'Ivans' })
    await accept(ivan, listing, {}, 'ru')
    const declined = await decide(seller, listing.id, ivan.user.id, 'decline')
    expect(declined.body.state).toBe('declined')
    const [mail] = await mailsAbout(ivan.email, listing.title)
    expect(mail.subject).toBe(translate('ru', 'email.nda.decline.subject', { title: listing.title }))
    const again = await accept(ivan, listing, {}, 'ru')
    expect([again.status, again.body.message]).toEqual([409, translate('ru', 'nda.declined')])
    expect((await decide(seller, listing.id, ivan.user.id, 'decline')).status).toBe(409)
    expect((await decide(seller, listing.id, ivan.user.id, 'revoke')).status).toBe(409)
  })

  it('should revoke access at once: the next check no longer grants it, the buyer is mailed and it is logged', async () => {
    const listing = await confidentialListing({ title: `Konfidenciāla ceptuve ${Date.now()}` })
    const jānis = await buyer()
    await accept(jānis, listing)
    const revoked = await decide(seller, listing.id, jānis.user.id, 'revoke')
    expect(revoked.body).toEqual({ state: 'revoked', message: translate('lv', 'nda.decided.revoke') })
    expect(await hasNdaGrant(payload, listing.id, jānis.user.id)).toBe(false)
    expect((await accept(jānis, listing)).body.message).toBe(translate('lv', 'nda.revoked'))
    const [mail] = await mailsAbout(jānis.email, listing.title)
    expect(mail.subject).toBe(translate('lv', 'email.nda.revoke.subject', { title: listing.title }))
    expect((await auditOf(listing.id, jānis.user.id)).map((entry) => entry.action)).toEqual(['nda_accept', 'nda_revoke'])
    // The seller may let them in again.
    expect((await decide(seller, listing.id, jānis.user.id, 'approve')).body.state).toBe('granted')
    expect(await hasNdaGrant(payload, listing.id, jānis.user.id)).toBe(true)
  })

  it('should switch between access at once and approving each buyer, logged as the listing’s change', async () => {
    const listing = await confidentialListing()
    const setMode = (who: TestUser, mode: string) =>
      apiJson('POST', `/api/listing/nda/${listing.id}/approval` as `/api/${string}`, { token: who.token, json: { mode } })
    expect((await setMode(seller, 'approve')).body).toEqual({ nda_approval: 'approve' })
    expect((await setMode(seller, 'sometimes')).status).toBe(400)
    const stored = await payload.findByID({ collection: 'listings', id: listing.id, depth: 0, overrideAccess: true })
    expect(stored.nda_approval).toBe('approve')
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ documentId: { equals: String(listing.id) } }, { action: { equals: 'listing_save' } }] },
      overrideAccess: true,
    })
    expect(docs[0].changes).toMatchObject({ nda_approval: { before: 'instant', after: 'approve' } })
    expect((await setMode(otherSeller, 'instant')).status).toBe(404)
  })
})

describe('seesWhole: the NDA grant', () => {
  it('should open the listing to a granted buyer, and close it on the check after revoking', async () => {
    const listing = await confidentialListing()
    const jānis = await buyer()
    const sees = async () => seesWhole(payload, listing, await asUser(payload, jānis.user.id))
    expect(await sees()).toBe(false)
    await accept(jānis, listing)
    expect(await sees()).toBe(true)
    await decide(seller, listing.id, jānis.user.id, 'revoke')
    expect(await sees()).toBe(false)
    // Another buyer's grant opens nothing for someone else.
    expect(await seesWhole(payload, listing, await asUser(payload, otherSeller.user.id))).toBe(false)
  })

  it('should show the listing’s photo to a granted buyer through /api/media, and hide it again after revoking', async () => {
    const image = await createImage(payload, seller.user.id)
    const listing = await confidentialListing({ image: image.id })
    const jānis = await buyer()
    const photo = async (who: TestUser | null) => (await api('GET', `/api/media/${image.id}`, { token: who?.token })).status
    expect([await photo(null), await photo(jānis), await photo(teammate)]).toEqual([404, 404, 200])
    await accept(jānis, listing)
    expect(await photo(jānis)).toBe(200)
    expect(await photo(otherSeller)).toBe(404)
    // The file itself by name: closed to a visitor, open to the buyer; a name not stored stays a 404.
    const file = async (name: string, who: TestUser | null) => (await api('GET', `/api/media/file/${name}`, { token: who?.token })).status
    expect([await file(image.filename!, null), await file(image.filename!, jānis)]).toEqual([403, 200])
    expect(await file('nav-tada.png', null)).toBe(404)
    await decide(seller, listing.id, jānis.user.id, 'revoke')
    expect(await photo(jānis)).toBe(404)
  })

  it('should not open the listing to a buyer still waiting, nor after a new NDA version until they accept it', async () => {
    const listing = await confidentialListing({ nda_approval: 'approve' })
    const jānis = await buyer()
    const sees = async () => seesWhole(payload, listing, await asUser(payload, jānis.user.id))
    await accept(jānis, listing)
    expect(await sees()).toBe(false)
    await decide(seller, listing.id, jānis.user.id, 'approve')
    expect(await sees()).toBe(true)
    await newNdaVersion()
    expect(await sees()).toBe(false)
    await accept(jānis, listing)
    expect(await sees()).toBe(true)
  })
})

describe('strangers', () => {
  it('should not let another seller or a buyer read or decide about a listing’s acceptances', async () => {
    const listing = await confidentialListing({ nda_approval: 'approve' })
    const jānis = await buyer()
    await accept(jānis, listing)
    for (const stranger of [otherSeller, jānis]) {
      expect((await acceptances(stranger, listing.id)).status).toBe(404)
      for (const decision of ['approve', 'decline', 'revoke'] as const) {
        expect((await decide(stranger, listing.id, jānis.user.id, decision)).status).toBe(404)
      }
    }
    expect((await acceptances(seller, 2_000_000_000)).status).toBe(404)
    expect((await apiJson('GET', `/api/listing/nda/${listing.id}`)).status).toBe(401)
    expect((await stored(listing.id, jānis.user.id)).state).toBe('pending')
  })

  it('should keep Payload’s generated /api/nda-acceptances closed to writes and to anyone else’s rows', async () => {
    const listing = await confidentialListing()
    const jānis = await buyer()
    await accept(jānis, listing, { company: 'SIA Slepenais' })
    const row = await stored(listing.id, jānis.user.id)

    const seen = async (who: TestUser) =>
      (await apiJson<{ docs: { id: number; address?: string }[] }>('GET', '/api/nda-acceptances?limit=100', { token: who.token })).body.docs
    expect((await seen(otherSeller)).map((doc) => doc.id)).not.toContain(row.id)
    expect((await api('GET', `/api/nda-acceptances/${row.id}`, { token: otherSeller.token })).status).toBe(404)
    expect((await api('GET', '/api/nda-acceptances')).status).toBe(403)
    const own = await seen(jānis)
    expect(own.map((doc) => doc.id)).toEqual([row.id])
    // The seller's team reads the row, never the buyer's network address.
    const teams = (await seen(teammate)).find((doc) => doc.id === row.id)
    expect(teams).toBeDefined()
    expect(teams?.address).toBeUndefined()

    for (const who of [jānis, seller, otherSeller]) {
      const forged = { listing: listing.id, buyer: who.user.id, state: 'granted', nda_version: 1, accepted_at: new Date().toISOString() }
      expect((await api('POST', '/api/nda-acceptances', { token: who.token, json: forged })).status).toBe(403)
      expect((await api('PATCH', `/api/nda-acceptances/${row.id}`, { token: who.token, json: { state: 'revoked' } })).status).toBe(403)
      expect((await api('DELETE', `/api/nda-acceptances/${row.id}`, { token: who.token })).status).toBe(403)
    }
    expect((await stored(listing.id, jānis.user.id)).state).toBe('granted')
    // The approval mode is the seller's, through the listing's own rules.
    const patched = await api('PATCH', `/api/listings/${listing.id}`, { token: otherSeller.token, json: { nda_approval: 'approve' } })
    expect([403, 404]).toContain(patched.status)
  })
})

describe('personal data', () => {
  it('should put a buyer’s acceptances in their export, and keep them pseudonymised when they erase their account', async () => {
    const listing = await confidentialListing()
    const jānis = await buyer({ first_name: 'Dzēšamais' })
    await accept(jānis, listing, { company: 'SIA Dzēšamie' })

    const exported = await api('POST', '/api/user/export', { token: jānis.token, json: { password: jānis.password } })
    expect(exported.status).toBe(200)
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['data.json']))
    expect(data.ndaAcceptances).toEqual([expect.objectContaining({ listing: listing.id, company: 'SIA Dzēšamie', state: 'granted' })])

    expect((await api('POST', '/api/user/delete', { token: jānis.token, json: { password: jānis.password } })).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'nda-acceptances',
      where: { listing: { equals: listing.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ buyer: null, company: null, address: null, state: 'granted' })
    expect(docs[0].pseudonym).toMatch(/^#[0-9a-f]{10}$/)
    const list = await acceptances(seller, listing.id)
    expect(list.body.acceptances).toEqual([expect.objectContaining({ user_id: null, name: docs[0].pseudonym, company: null })])
    expect(JSON.stringify(list.body)).not.toContain('Dzēšamais')
  })
})
