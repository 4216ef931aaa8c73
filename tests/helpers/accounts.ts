import crypto from 'node:crypto'

import { api } from './rest'

const unique = () => crypto.randomBytes(4).toString('hex')

export const uniqueEmail = (who = 'anna') => `${who}-${unique()}@test.bizness.lv`

/** The session cookie a response sets, as a Cookie header value ('payload-token=…'), or ''. */
export const cookieOf = (response: Response): string => (response.headers.get('set-cookie') ?? '').split(';')[0]

/** A complete, valid sign-up form for a new address. */
export const signupForm = (extra: Record<string, unknown> = {}) => {
  const password = `Parole-${unique()}`
  return {
    first_name: 'Anna',
    last_name: 'Bērziņa',
    phone: '+371 20000000',
    email: uniqueEmail(),
    password,
    password_confirm: password,
    ...extra,
  }
}

/** POST /api/authenticate as the original client sends it. */
export async function authenticate(email: string, password: string, headers?: Record<string, string>) {
  const response = await api('POST', '/api/authenticate', { json: { username: email, password }, headers })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, any>,
    cookie: cookieOf(response),
    setCookie: response.headers.get('set-cookie') ?? '',
  }
}

/** Reads a JSON answer with the cookie the call set. */
export async function call(...args: Parameters<typeof api>) {
  const response = await api(...args)
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, any>,
    cookie: cookieOf(response),
    setCookie: response.headers.get('set-cookie') ?? '',
  }
}
