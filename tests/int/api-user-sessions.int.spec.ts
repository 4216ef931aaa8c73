import { sql } from '@payloadcms/db-postgres'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/visitor-address'

import { authenticate, call } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { api, ORIGIN } from '../helpers/rest'
import { onSecondServer } from '../helpers/second-server'
import { createTestUser, type TestUser } from '../helpers/users'

const payload = await testPayload()

const LAPTOP = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  [CLIENT_ADDRESS_HEADER]: '198.51.100.7',
}
const PHONE = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  [CLIENT_ADDRESS_HEADER]: '2001:db8:a:b:1:2:3:4',
}

type Session = { id: string; current: boolean; browser: string | null; os: string | null; address: string | null } & Record<string, unknown>

/** Signs `person` in from `device` and answers the session cookie. */
const signIn = async (person: TestUser, device: Record<string, string>) =>
  (await authenticate(person.email, person.password, device)).cookie

const sessionsSeenBy = async (cookie: string, device = LAPTOP): Promise<Session[]> => {
  const { status, body } = await call('GET', '/api/user/sessions', { cookie, headers: device })
  expect(status).toBe(200)
  return body.sessions
}

/** The status of a signed-in read with this cookie: 200 while its session lives, 401 once it ended. */
const statusWith = async (cookie: string) => (await call('GET', '/api/user/settings', { cookie })).status

/** The sessions Payload holds for the account and the browsers and addresses recorded of any, from the tables. */
async function storedSessions(userId: number) {
  const sessions = await payload.db.drizzle.execute<{ id: string }>(
    sql`SELECT id FROM users_sessions WHERE _parent_id = ${userId} ORDER BY id`,
  )
  const devices = await payload.db.drizzle.execute<{ sid: string }>(
    sql`SELECT sid FROM session_devices WHERE user_id = ${userId} ORDER BY sid`,
  )
  return { sessions: sessions.rows.map((row) => row.id), devices: devices.rows.map((row) => row.sid) }
}

/** A person signed in on a laptop and a phone (and the helper's own session, opened by no browser). */
async function onTwoDevices() {
  const person = await createTestUser(payload)
  const laptop = await signIn(person, LAPTOP)
  const phone = await signIn(person, PHONE)
  const listed = await sessionsSeenBy(laptop)
  const phoneId = listed.find((session) => session.browser === 'Safari 17')!.id
  const laptopId = listed.find((session) => session.current)!.id
  return { person, laptop, phone, laptopId, phoneId }
}

describe('GET /api/user/sessions', () => {
  it('should list the account’s open sessions with browser, system, address and times, this one first', async () => {
    const { person, laptop, laptopId, phoneId } = await onTwoDevices()
    const before = Date.now()

    const listed = await sessionsSeenBy(laptop)

    expect(listed).toHaveLength(3)
    expect(listed[0]).toEqual({
      id: laptopId,
      current: true,
      browser: 'Chrome 126',
      os: 'Windows',
      user_agent: LAPTOP['user-agent'],
      address: '198.51.100.7',
      signed_in_at: expect.any(String),
      last_used_at: expect.any(String),
      expires_at: expect.any(String),
    })
    const phone = listed.find((session) => session.id === phoneId)!
    expect(phone).toMatchObject({ current: false, browser: 'Safari 17', os: 'iOS', address: PHONE[CLIENT_ADDRESS_HEADER] })
    // The helper's session was opened by no browser: listed, with nothing recorded of a device.
    expect(listed.find((session) => ![laptopId, phoneId].includes(session.id))).toMatchObject({ browser: null, os: null, address: null })
    const week = 7 * 24 * 60 * 60 * 1000
    expect(new Date(listed[0].expires_at as string).getTime()).toBeGreaterThan(before + week - 60_000)
    expect(new Date(listed[0].signed_in_at as string).getTime()).toBeLessThanOrEqual(Date.now())
    expect(await storedSessions(person.user.id)).toMatchObject({ devices: [laptopId, phoneId].sort() })
  })

  it('should show where a session was last used from', async () => {
    const { laptop, phone, phoneId } = await onTwoDevices()
    expect(
      (await call('GET', '/api/user/settings', { cookie: phone, headers: { ...PHONE, [CLIENT_ADDRESS_HEADER]: '203.0.113.9' } })).status,
    ).toBe(200)
    expect((await sessionsSeenBy(laptop)).find((session) => session.id === phoneId)).toMatchObject({ address: '203.0.113.9' })
  })

  it('should answer 401 without a session', async () => {
    expect((await call('GET', '/api/user/sessions')).status).toBe(401)
    expect((await call('DELETE', '/api/user/sessions')).status).toBe(401)
    expect((await call('DELETE', '/api/user/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(401)
  })
})

describe('DELETE /api/user/sessions/{id}', () => {
  it('should end that session at once (its cookie and token stop working) and keep this one', async () => {
    const { person, laptop, phone, laptopId, phoneId } = await onTwoDevices()
    expect(await statusWith(phone)).toBe(200)

    const ended = await call('DELETE', `/api/user/sessions/${phoneId}`, { cookie: laptop })

    expect(ended).toMatchObject({ status: 200, body: { success: true }, setCookie: '' })
    expect(await statusWith(phone)).toBe(401)
    expect(await statusWith(laptop)).toBe(200)
    expect((await sessionsSeenBy(laptop)).map((session) => session.id)).not.toContain(phoneId)
    // What was recorded of the phone went with its session.
    expect((await storedSessions(person.user.id)).devices).toEqual([laptopId])

    const again = await call('DELETE', `/api/user/sessions/${phoneId}`, { cookie: laptop })
    expect(again).toMatchObject({ status: 404, body: { message: translate('lv', 'account.session_not_found') } })
  })

  it('should log out when the session ended is this one', async () => {
    const { laptop, phone, laptopId } = await onTwoDevices()
    const ended = await call('DELETE', `/api/user/sessions/${laptopId}`, { cookie: laptop })
    expect(ended.status).toBe(200)
    expect(ended.setCookie).toMatch(/^payload-token=;/)
    expect(await statusWith(laptop)).toBe(401)
    expect(await statusWith(phone)).toBe(200)
  })

  it('should refuse an id that is no session id with 400', async () => {
    const { laptop } = await onTwoDevices()
    const { status, body } = await call('DELETE', '/api/user/sessions/not-a-session', { cookie: laptop })
    expect(status).toBe(400)
    expect(body.message).toBe(translate('lv', 'account.session_not_found'))
  })

  // The other server loads the whole app first: on a busy machine that alone can take most of a minute.
  it('should take effect on another server at once: the state is in PostgreSQL', async () => {
    const { laptop, phone, phoneId } = await onTwoDevices()
    expect(await statusWith(phone)).toBe(200)

    const [ended] = await onSecondServer([
      { method: 'DELETE', url: `/api/user/sessions/${phoneId}`, headers: { Cookie: laptop, Origin: ORIGIN } },
    ])

    expect(ended.status).toBe(200)
    expect(await statusWith(phone)).toBe(401)
    expect(await statusWith(laptop)).toBe(200)
  }, 180_000)
})

describe('DELETE /api/user/sessions (sign out everywhere else)', () => {
  it('should end every other session of the account and keep this one', async () => {
    const { person, laptop, phone, laptopId } = await onTwoDevices()

    const ended = await call('DELETE', '/api/user/sessions', { cookie: laptop })

    expect(ended).toMatchObject({ status: 200, body: { success: true, ended: 2 } })
    expect(await statusWith(phone)).toBe(401)
    expect((await call('GET', '/api/users/me', { token: person.token })).body.user).toBeNull()
    expect(await statusWith(laptop)).toBe(200)
    expect((await sessionsSeenBy(laptop)).map((session) => session.id)).toEqual([laptopId])
    expect(await storedSessions(person.user.id)).toEqual({ sessions: [laptopId], devices: [laptopId] })
  })
})

describe('a password change or reset', () => {
  it('should leave only the changing browser’s new session after a password change', async () => {
    const { person, laptop, laptopId, phoneId } = await onTwoDevices()

    const changed = await call('POST', '/api/user/password', {
      cookie: laptop,
      headers: LAPTOP,
      json: { password: person.password, new_password: 'jauna-parole-1', new_password_confirm: 'jauna-parole-1' },
    })

    expect(changed.status).toBe(200)
    const listed = await sessionsSeenBy(changed.cookie)
    expect(listed).toEqual([expect.objectContaining({ current: true, browser: 'Chrome 126', address: '198.51.100.7' })])
    expect([laptopId, phoneId]).not.toContain(listed[0].id)
    expect(await storedSessions(person.user.id)).toEqual({ sessions: [listed[0].id], devices: [listed[0].id] })
  })

  it('should end every session, with what was recorded of them, after a reset', async () => {
    const { person, laptop, phone } = await onTwoDevices()
    const code = await payload.forgotPassword({ collection: 'users', data: { email: person.email }, disableEmail: true })

    expect((await call('POST', `/api/user/reset/${code}`, { json: { password: 'jauna-parole-2' } })).status).toBe(200)

    expect(await statusWith(laptop)).toBe(401)
    expect(await statusWith(phone)).toBe(401)
    expect(await storedSessions(person.user.id)).toEqual({ sessions: [], devices: [] })
  })
})

describe('another person', () => {
  it('should neither see nor end someone else’s sessions', async () => {
    const anna = await onTwoDevices()
    const bob = await createTestUser(payload)
    const bobCookie = await signIn(bob, LAPTOP)

    const seen = (await sessionsSeenBy(bobCookie)).map((session) => session.id)
    expect(seen).not.toContain(anna.phoneId)
    expect(seen).not.toContain(anna.laptopId)
    const refused = await call('DELETE', `/api/user/sessions/${anna.phoneId}`, { cookie: bobCookie })
    expect(refused).toMatchObject({ status: 404, body: { message: translate('lv', 'account.session_not_found') } })
    expect((await call('DELETE', '/api/user/sessions', { cookie: bobCookie })).status).toBe(200)

    expect(await statusWith(anna.phone)).toBe(200)
    expect(await statusWith(anna.laptop)).toBe(200)
    expect(await storedSessions(anna.person.user.id)).toMatchObject({ devices: [anna.laptopId, anna.phoneId].sort() })
  })

  it('should not act for a page of another origin that carries the cookie', async () => {
    const { laptop, phone, phoneId } = await onTwoDevices()
    const foreign = { Cookie: laptop, Origin: 'https://evil.example' }

    expect((await api('DELETE', `/api/user/sessions/${phoneId}`, { headers: foreign })).status).toBe(403)
    expect((await api('DELETE', '/api/user/sessions', { headers: foreign })).status).toBe(403)
    expect((await api('GET', '/api/user/sessions', { headers: foreign })).status).toBe(401)
    expect(await statusWith(phone)).toBe(200)
  })
})

describe('personal data', () => {
  it('should put the sessions with their addresses in the export, and leave no record of them after erasure', async () => {
    const { person } = await onTwoDevices()

    const exported = await api('POST', '/api/user/export', { token: person.token, json: { password: person.password } })
    expect(exported.status).toBe(200)
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['data.json']))
    expect(data.sessions).toHaveLength(3)
    expect(data.sessions).toContainEqual(
      expect.objectContaining({ browser: 'Safari 17', address: PHONE[CLIENT_ADDRESS_HEADER], user_agent: PHONE['user-agent'] }),
    )
    expect(data.sessions).toContainEqual(expect.objectContaining({ browser: 'Chrome 126', address: '198.51.100.7' }))
    expect(data.sessions[0]).not.toHaveProperty('id')

    expect((await api('POST', '/api/user/delete', { token: person.token, json: { password: person.password } })).status).toBe(200)
    const left = await payload.db.drizzle.execute(sql`SELECT 1 FROM session_devices WHERE user_id = ${person.user.id}`)
    expect(left.rows).toEqual([])
  })
})
