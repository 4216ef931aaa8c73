import crypto from 'node:crypto'

import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { totpCode, untilNextStep } from '@/lib/second-factor/totp'

import { DEMO_TOTP_SECRET } from './e2e-demo'
import type { Delivered } from './mail'
import { en, lv, ru } from './messages'
import { outboxMail, serverOutbox } from './outbox'

/** The demo accounts' password on the browser tests' server (scripts/run-e2e.ts sets it). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'e2e-demo-password'

export const uniqueEmail = (who: string) => `${who}-${crypto.randomBytes(4).toString('hex')}@example.lv`

export type Person = { first_name: string; last_name: string; phone: string; email: string; password: string }

export const newPerson = (who: string): Person => ({
  first_name: 'Anna',
  last_name: 'Bērziņa',
  phone: '+371 20000000',
  email: uniqueEmail(who),
  password: `Parole-${crypto.randomBytes(4).toString('hex')}`,
})

/**
 * The newest link containing `pathPart` in the mail the server sent to `to` (the queue may take
 * a few seconds to deliver).
 */
export async function mailedLink(to: string, pathPart: string, { after = 0 } = {}): Promise<string> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const links = (await outboxMail(serverOutbox(), to, { after })).flatMap((mail) => mail.links).filter((link) => link.includes(pathPart))
    if (links.length) return links[links.length - 1]
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${pathPart} link`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Waits for the server's mail queue to deliver `count` messages to `to` since `after` (ms). */
export async function waitForMail(to: string, after: number, count: number): Promise<Delivered[]> {
  await expect.poll(async () => (await outboxMail(serverOutbox(), to, { after })).length, { timeout: 30_000 }).toBe(count)
  return outboxMail(serverOutbox(), to, { after })
}

/** A confirmed account made through the API, as a returning seller would have. */
export async function confirmedAccount(request: APIRequestContext, who: string): Promise<Person> {
  const person = newPerson(who)
  // A visitor of its own (playwright.config.ts: TRUST_PROXY), so making accounts uses no one's hourly share.
  const visitor = `10.${[...crypto.randomBytes(3)].join('.')}`
  const signup = await request.post('/api/user/signup', {
    data: { ...person, password_confirm: person.password },
    headers: { 'X-Forwarded-For': visitor },
  })
  expect(signup.status()).toBe(201)
  const link = await mailedLink(person.email, '/confirm-email/')
  const code = link.split('/confirm-email/')[1]
  expect((await request.get(`/api/user/confirm/${code}`)).status()).toBe(200)
  return person
}

/** Logs in through the login screen and waits to leave it. */
export async function logIn(page: Page, person: Pick<Person, 'email' | 'password'>, loginPath = '/login') {
  if (!page.url().endsWith(loginPath)) await page.goto(loginPath)
  await page.locator('input[name="email"]').fill(person.email)
  await page.locator('input[name="password"]').fill(person.password)
  await page.getByRole('button', { name: new RegExp([lv, en, ru].map((messages) => messages.auth.login.submit).join('|')) }).click()
  await expect(page).not.toHaveURL(/\/login$/)
}

/**
 * Logs in with a code of the demo staff's authenticator, `attempt` answering whether it was
 * taken. A code works once, so a login shortly after another of the same account takes the
 * next step's code (accepted a step early), and after that waits for the step to change.
 */
export async function withDemoCode(attempt: (code: string) => Promise<boolean>): Promise<void> {
  if (await attempt(totpCode(DEMO_TOTP_SECRET))) return
  if (await attempt(totpCode(DEMO_TOTP_SECRET, Date.now(), 1))) return
  await new Promise((resolve) => setTimeout(resolve, untilNextStep() + 250))
  if (!(await attempt(totpCode(DEMO_TOTP_SECRET, Date.now(), 1)))) throw new Error('No code of the demo staff was taken')
}

/** Types a demo staff code on the panel login's second step and waits for the dashboard. */
export async function enterPanelCode(page: Page) {
  await withDemoCode(async (code) => {
    await page.locator('input[name="code"]').fill(code)
    const answer = page.waitForResponse((response) => response.url().includes('/api/users/login'))
    await page.locator('button[type="submit"]').click()
    return (await answer).ok()
  })
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Logs a demo staff account in to the admin panel, password then code, and waits for its dashboard. */
export async function logInToPanel(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await enterPanelCode(page)
}
