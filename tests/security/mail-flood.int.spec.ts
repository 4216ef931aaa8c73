/**
 * Finding 4 of the security review: Payload's own /api/users/forgot-password mailed one address
 * 21 times for 20 requests, past the product's cap of 5 an hour, one of them twice. Here every
 * route that sends mail is flooded the same way.
 */
import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { runMailQueue } from '@/email/mail-queue'
import { sendEmail } from '@/email/send'

import { authenticate, call, signupForm, uniqueEmail } from '../helpers/accounts'
import { codeFrom, inboxForThisFile } from '../helpers/smtp'
import { limitMessage } from '../helpers/limits'
import { createTestUser } from '../helpers/users'
import { newVisitor } from '../helpers/visitors'

const { payload, inbox } = await inboxForThisFile()

const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index))

/** Several runs of the mail queue at once, as the server's schedule, a kick and a second server start them. */
const runnersAtOnce = (count = 4) => Promise.all(times(count, () => runMailQueue(payload)))

describe('a flood of mail at one address', () => {
  it('should mail at most 5 reset links an hour to one address through Payload’s /api/users/forgot-password, each once', async () => {
    const anna = await createTestUser(payload)
    // 20 requests from 20 addresses (a botnet), while other runners take the mail queue too.
    const answers = await Promise.all(
      times(20, async () => {
        const answer = await call('POST', '/api/users/forgot-password', { json: { email: anna.email }, headers: newVisitor() })
        await runnersAtOnce(2)
        return answer
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(times(20, () => 200))
    await runnersAtOnce()
    await inbox.drain(payload)

    const mails = inbox.to(anna.email)
    expect(mails).toHaveLength(5)
    // Every link is a fresh reset code: no message went out twice.
    expect(new Set(mails.map((mail) => codeFrom(mail, '/forgot-password/'))).size).toBe(5)
  })

  it('should share the 5 an hour between /api/user/reset and Payload’s /api/users/forgot-password', async () => {
    const anna = await createTestUser(payload)
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', '/api/user/reset', { json: { email: anna.email }, headers: newVisitor() })).status).toBe(200)
      expect((await call('POST', '/api/users/forgot-password', { json: { email: anna.email }, headers: newVisitor() })).status).toBe(200)
    }
    await inbox.drain(payload)
    expect(inbox.to(anna.email)).toHaveLength(5)
  })

  it('should deliver a queued message once when several runners take the mail queue at the same moment', async () => {
    const to = uniqueEmail('once')
    await sendEmail(payload, to, { subject: 'Viens', text: 'Vienreiz.', html: '<p>Vienreiz.</p>' })
    await runnersAtOnce(6)
    await inbox.drain(payload)
    expect(inbox.to(to)).toHaveLength(1)
  })
})

describe('the same caps on every route that sends mail', () => {
  it('should tell a registered address of at most 5 sign-up attempts an hour', async () => {
    const owner = await createTestUser(payload)
    for (let i = 0; i < 8; i++) {
      expect((await call('POST', '/api/user/signup', { json: signupForm({ email: owner.email }), headers: newVisitor() })).status).toBe(201)
    }
    await inbox.drain(payload)
    expect(inbox.to(owner.email).length).toBeLessThanOrEqual(5)
  })

  it('should mail at most 5 site invitations an hour to one address, whoever invites', async () => {
    const friend = uniqueEmail('friend')
    const inviters = await Promise.all(times(2, () => createTestUser(payload)))
    const answers = []
    for (let i = 0; i < 8; i++) {
      answers.push(await call('POST', '/api/user/invite', { token: inviters[i % 2].token, json: { email: friend } }))
    }
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual(times(5, () => 200))
    expect(answers[5].status).toBe(429)
    expect(answers[5].body.message).toMatch(limitMessage('lv', 'api.mailAddressLimit'))
    await inbox.drain(payload)
    expect(inbox.to(friend)).toHaveLength(5)
  })

  it('should mail at most 5 team invitations an hour to one address, however often one is cancelled and sent again', async () => {
    const owner = await createTestUser(payload)
    const colleague = uniqueEmail('colleague')
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const sent = await call('POST', '/api/user/team/invite', { token: owner.token, json: { email: colleague } })
      statuses.push(sent.status)
      if (sent.status === 200) await call('POST', `/api/user/team/invite/${sent.body.invite.id}/cancel`, { token: owner.token })
      else
        expect(sent.body).toMatchObject({
          success: false,
          error: 'rate_limited',
          message: expect.stringMatching(limitMessage('lv', 'api.mailAddressLimit')),
        })
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    await inbox.drain(payload)
    expect(inbox.to(colleague)).toHaveLength(5)
  })

  it('should send at most 5 “password changed” notices an hour to one address', async () => {
    const anna = await createTestUser(payload)
    let { cookie } = await authenticate(anna.email, anna.password)
    let current = anna.password
    for (let i = 0; i < 7; i++) {
      const next = `Parole-${crypto.randomBytes(4).toString('hex')}`
      const changed = await call('POST', '/api/user/password', {
        cookie,
        json: { password: current, new_password: next, new_password_confirm: next },
      })
      expect(changed.status).toBe(200)
      cookie = changed.cookie
      current = next
    }
    await inbox.drain(payload)
    expect(inbox.to(anna.email)).toHaveLength(5)
  })

  it('should send Payload’s verification mail (POST /api/users, an admin creating accounts) at most 5 times an hour to one address', async () => {
    const admin = await createTestUser(payload, ['admin'])
    const email = uniqueEmail('staff-made')
    for (let i = 0; i < 7; i++) {
      const created = await call('POST', '/api/users', {
        token: admin.token,
        json: { email, password: 'Parole-12345', first_name: 'Ilze', last_name: 'Kalna', roles: ['user'] },
      })
      expect(created.status).toBe(201)
      await payload.delete({ collection: 'users', id: created.body.doc.id })
    }
    await inbox.drain(payload)
    expect(inbox.to(email)).toHaveLength(5)
  })
})

describe('a flood of mail from one visitor', () => {
  it('should answer 429 in Latvian and English to one visitor spraying sign-up and reset mail at many addresses', async () => {
    const visitor = newVisitor()
    const routes = [
      () => call('POST', '/api/user/signup', { json: signupForm(), headers: visitor }),
      () => call('POST', '/api/user/reset', { json: { email: uniqueEmail('target') }, headers: visitor }),
      () => call('POST', '/api/users/forgot-password', { json: { email: uniqueEmail('target') }, headers: visitor }),
    ]
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await routes[i % 3]()).status)
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true)

    const lv = await call('POST', '/api/user/signup', { json: signupForm(), headers: visitor })
    expect(lv.status).toBe(429)
    expect(lv.body.message).toMatch(limitMessage('lv', 'api.mailVisitorLimit'))
    const en = await call('POST', '/api/user/reset?locale=en', { json: { email: uniqueEmail('target') }, headers: visitor })
    expect(en.status).toBe(429)
    expect(en.body.message).toMatch(limitMessage('en', 'api.mailVisitorLimit'))
    expect((await call('POST', '/api/users/forgot-password', { json: { email: uniqueEmail('target') }, headers: visitor })).status).toBe(
      429,
    )

    // Another visitor is not held up by this one.
    expect((await call('POST', '/api/user/reset', { json: { email: uniqueEmail('target') }, headers: newVisitor() })).status).toBe(200)
  })
})
