import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { MAIL_QUEUE } from '@/email/mail-queue'
import type { User } from '@/payload-types'

import { createAttachment, createCategory, createImage, createListing } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'
import { api, apiJson } from '../helpers/rest'
import { fileProbe, filesOfUploads } from '../helpers/stored-files'
import { createTestUser, type TestUser, createTestUsers } from '../helpers/users'

const payload = await testPayload()
const [admin, moderator] = await createTestUsers(payload, 'admin', 'moderator')
const categoryId = (await createCategory(payload)).id
/** Another seller's listing the people below write to. */
const othersListingId = (await createListing(payload, admin.user.id, categoryId)).id

const unique = () => Math.random().toString(36).slice(2, 8)

/**
 * A seller with a distinctive name and everything the site can hold about a person: a listing
 * with an image and a PDF, an invitation sent and one received (from `inviter`), a report, a saved listing and a saved search, an inquiry to another seller, an
 * audit entry about them and a mail waiting in the queue.
 */
async function personWithData(inviter?: TestUser) {
  const tag = unique()
  const person = await createTestUser(payload, ['user'], { first_name: `Vārds${tag}`, last_name: `Uzvārds${tag}` } as never)
  const image = await createImage(payload, person.user.id)
  const attachment = await createAttachment(payload, person.user.id)
  const listing = await createListing(payload, person.user.id, categoryId, {
    title: `SIA Sludinājums ${tag}`,
    image: image.id,
    attachment: attachment.id,
  })
  const sent = await payload.create({
    collection: 'invites',
    data: { email: `draugs-${tag}@example.lv`, code: `sent-${tag}`, invitedBy: person.user.id, kind: 'site', status: 'pending' },
  })
  const received = inviter
    ? await payload.create({
        collection: 'invites',
        data: { email: person.email, code: `recv-${tag}`, invitedBy: inviter.user.id, kind: 'site', status: 'pending' },
      })
    : null
  const report = await payload.create({
    collection: 'reports',
    data: { reason: 'spam_or_fraud', status: 'open', details: `Aizdomīgs ${tag}`, reporter: person.user.id, reporterEmail: person.email },
  })
  const audit = await payload.create({
    collection: 'audit-log',
    data: {
      action: 'user_block',
      summary: person.email,
      subject: person.user.id,
      documentCollection: 'users',
      documentId: String(person.user.id),
      changes: { first_name: { before: person.user.first_name, after: person.user.first_name } },
    },
  })
  const favourite = await payload.create({
    collection: 'favourites',
    data: { user: person.user.id, listing: listing.id, savedPrice: 1000 },
  })
  const savedSearch = await payload.create({
    collection: 'saved-searches',
    data: {
      user: person.user.id,
      search: { q: `meklē ${tag}` },
      locale: 'lv',
      consentAt: new Date().toISOString(),
      checkedUntil: new Date().toISOString(),
    },
  })
  const inquiry = await payload.create({
    collection: 'inquiries',
    data: {
      listing: othersListingId,
      name: person.user.first_name,
      email: person.email,
      message: `Jautājums ${tag}`,
      status: 'mailed',
      sender: person.user.id,
    },
  })
  const job = await payload.jobs.queue({
    task: 'sendEmail',
    queue: MAIL_QUEUE,
    input: { message: { to: person.email, subject: 'Sveiki', text: `Sveiki, ${person.user.first_name}`, html: '<p>Sveiki</p>' } },
  })
  return {
    person,
    tag,
    image,
    attachment,
    listing,
    sent,
    received,
    report,
    audit,
    favourite,
    savedSearch,
    inquiry,
    job,
    files: filesOfUploads(image, attachment),
  }
}

const files = fileProbe()

const exportOf = async (response: Response) => {
  const bytes = new Uint8Array(await response.arrayBuffer())
  const entries = unzipSync(bytes)
  return { bytes, entries, data: JSON.parse(strFromU8(entries['data.json'])) }
}

describe('exporting an account (GDPR Art. 15/20)', () => {
  it('should give A a ZIP of all of A’s data and files, and nothing of B', async () => {
    const b = await personWithData()
    const a = await personWithData(b.person)

    const response = await api('POST', '/api/user/export', { token: a.person.token, json: { password: a.person.password } })

    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment;/)
    const { bytes, entries, data } = await exportOf(response)
    expect(data.profile).toMatchObject({ id: a.person.user.id, email: a.person.email, first_name: a.person.user.first_name })
    for (const secret of ['hash', 'salt', 'sessions', 'resetPasswordToken', '_verificationToken', 'emailChangeTokenHash']) {
      expect(data.profile).not.toHaveProperty(secret)
    }
    expect(data.listings.map((listing: { id: number }) => listing.id)).toEqual([a.listing.id])
    expect(data.listings[0]).toMatchObject({ price: a.listing.price, turnover: a.listing.turnover, phone: a.listing.phone })
    expect(data.invites.sent.map((invite: { id: number }) => invite.id)).toEqual([a.sent.id])
    expect(data.invites.received.map((invite: { id: number }) => invite.id)).toEqual([a.received!.id])
    expect(data.reports.map((report: { id: number }) => report.id)).toEqual([a.report.id])
    expect(data.favourites.map((favourite: { id: number }) => favourite.id)).toEqual([a.favourite.id])
    expect(data.inquiries.map((inquiry: { id: number }) => inquiry.id)).toEqual([a.inquiry.id])
    expect(data.savedSearches).toMatchObject([
      { id: a.savedSearch.id, search: { q: `meklē ${a.tag}` }, consentAt: a.savedSearch.consentAt },
    ])
    expect(data.audit.map((entry: { id: number }) => entry.id)).toContain(a.audit.id)
    expect(data.files.media.map((doc: { id: number }) => doc.id)).toEqual([a.image.id])
    expect(a.files.length).toBeGreaterThan(2)
    for (const file of a.files) {
      expect(Buffer.from(entries[`files/${file[0]}/${file[1]}`]).equals(await files.read(file))).toBe(true)
    }

    const everything = [
      Buffer.from(bytes).toString('latin1'),
      ...Object.values(entries).map((entry) => Buffer.from(entry).toString('utf8')),
    ].join('\n')
    for (const foreign of [
      b.person.email,
      b.person.user.first_name,
      b.person.user.last_name,
      b.listing.title,
      ...b.files.map(([, name]) => name),
    ]) {
      expect(everything).not.toContain(foreign)
    }
  })

  it('should refuse a wrong password with 400, return no file and count a failed login', async () => {
    const { person } = await personWithData()

    const response = await api('POST', '/api/user/export', { token: person.token, json: { password: 'nav-pareiza-parole' } })

    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/json/)
    expect((await response.json()).errors.password).toBeTruthy()
    const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: person.user.id } } })
    expect(stored?.loginAttempts).toBe(1)
  })

  it('should let only admins export another user (403 for the user, a moderator, an editor)', async () => {
    const { person } = await personWithData()
    const other = await createTestUser(payload)
    const editor = await createTestUser(payload, ['editor'])

    for (const caller of [other, moderator, editor]) {
      expect((await apiJson('POST', `/api/users/${person.user.id}/export`, { token: caller.token })).status).toBe(403)
    }
    expect((await apiJson('POST', `/api/users/${person.user.id}/export`)).status).toBe(401)
    const byAdmin = await api('POST', `/api/users/${person.user.id}/export`, { token: admin.token })
    expect(byAdmin.status).toBe(200)
    expect((await exportOf(byAdmin)).data.profile.email).toBe(person.email)
  })

  it('should refuse an export asked by a page of another origin', async () => {
    const { person } = await personWithData()

    const response = await api('POST', '/api/user/export', {
      token: person.token,
      json: { password: person.password },
      headers: { Origin: 'https://evil.example' },
    })

    expect(response.status).toBe(403)
    expect(response.headers.get('Content-Type')).not.toBe('application/zip')
  })

  it('should record each export in the audit log with whoever asked', async () => {
    const { person } = await personWithData()

    await api('POST', '/api/user/export', { token: person.token, json: { password: person.password } })
    await api('POST', `/api/users/${person.user.id}/export`, { token: admin.token })

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'user_export' } }, { subject: { equals: person.user.id } }] },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((entry) => entry.actor)).toEqual([person.user.id, admin.user.id])
  })
})

/** What is left in the database of a person with data. */
async function leftOf({
  person,
  listing,
  image,
  attachment,
  sent,
  received,
  report,
  inquiry,
  job,
}: Awaited<ReturnType<typeof personWithData>>) {
  const count = async (
    collection: 'users' | 'listings' | 'media' | 'attachments' | 'invites' | 'reports' | 'inquiries' | 'payload-jobs',
    ids: (number | string)[],
  ) => (await payload.count({ collection, where: { id: { in: ids } }, overrideAccess: true })).totalDocs
  return {
    users: await count('users', [person.user.id]),
    listings: await count('listings', [listing.id]),
    media: await count('media', [image.id]),
    attachments: await count('attachments', [attachment.id]),
    invites: await count('invites', [sent.id, ...(received ? [received.id] : [])]),
    reports: await count('reports', [report.id]),
    inquiries: await count('inquiries', [inquiry.id]),
    mail: await count('payload-jobs', [job.id]),
  }
}

describe('erasing an account (GDPR Art. 17)', () => {
  it('should change nothing on a wrong password', async () => {
    const inviter = await createTestUser(payload)
    const c = await personWithData(inviter)

    const refused = await apiJson('POST', '/api/user/delete', { token: c.person.token, json: { password: 'nav-pareiza-parole' } })

    expect(refused.status).toBe(400)
    expect(await leftOf(c)).toEqual({ users: 1, listings: 1, media: 1, attachments: 1, invites: 2, reports: 1, inquiries: 1, mail: 1 })
    expect(await files.present(c.files)).toEqual(c.files)
  })

  it('should refuse a staff account erasing itself with 403 and a message', async () => {
    for (const role of ['admin', 'moderator', 'editor'] as const) {
      const staff = await createTestUser(payload, [role])
      const refused = await apiJson<{ message: string }>('POST', '/api/user/delete?locale=en', {
        token: staff.token,
        json: { password: staff.password },
      })
      expect(refused.status).toBe(403)
      expect(refused.body.message).toMatch(/staff/i)
      expect((await payload.count({ collection: 'users', where: { id: { equals: staff.user.id } } })).totalDocs).toBe(1)
    }
  })

  it('should leave no row and no file of the person, and audit entries without their name or address', async () => {
    const inviter = await createTestUser(payload)
    const c = await personWithData(inviter)

    const erased = await api('POST', '/api/user/delete', { token: c.person.token, json: { password: c.person.password } })

    expect(erased.status).toBe(200)
    const cookie = erased.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=;/)
    expect(new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime()).toBeLessThan(Date.now())
    expect(await leftOf(c)).toEqual({ users: 0, listings: 0, media: 0, attachments: 0, invites: 0, reports: 0, inquiries: 0, mail: 0 })
    expect(await files.present(c.files)).toEqual([])
    const kept = await payload.findByID({ collection: 'audit-log', id: c.audit.id, depth: 0 })
    const text = JSON.stringify(kept)
    for (const personal of [c.person.email, c.person.user.first_name, c.person.user.last_name]) expect(text).not.toContain(personal)
    expect(kept.subject).toBeNull()
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'user_erase' } }, { documentId: { equals: String(c.person.user.id) } }] },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(JSON.stringify(docs[0])).not.toContain(c.person.email)
  })

  it('should erase the same way when an admin deletes the user in the panel', async () => {
    const c = await personWithData()

    expect((await apiJson('DELETE', `/api/users/${c.person.user.id}`, { token: admin.token })).status).toBe(200)

    expect(await leftOf(c)).toEqual({ users: 0, listings: 0, media: 0, attachments: 0, invites: 0, reports: 0, inquiries: 0, mail: 0 })
    expect(await files.present(c.files)).toEqual([])
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'user_erase' } }, { documentId: { equals: String(c.person.user.id) } }] },
      depth: 0,
    })
    expect(docs.map((entry) => entry.actor)).toEqual([admin.user.id])
  })

  it('should leave everything in place when the delete is refused because staff has the user open (423)', async () => {
    const inviter = await createTestUser(payload)
    const c = await personWithData(inviter)
    await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'users', value: c.person.user.id },
        user: { relationTo: 'users', value: moderator.user.id },
      } as never,
    })

    expect((await apiJson('DELETE', `/api/users/${c.person.user.id}`, { token: admin.token })).status).toBe(423)

    expect(await leftOf(c)).toEqual({ users: 1, listings: 1, media: 1, attachments: 1, invites: 2, reports: 1, inquiries: 1, mail: 1 })
    expect(await files.present(c.files)).toEqual(c.files)
    expect((await payload.findByID({ collection: 'audit-log', id: c.audit.id, depth: 0 })).summary).toBe(c.person.email)
    const erasures = await payload.count({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'user_erase' } }, { documentId: { equals: String(c.person.user.id) } }] },
    })
    expect(erasures.totalDocs).toBe(0)
  })
})
