import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, type Page, test } from '@playwright/test'

import { SPARE_REGISTRATION_NUMBERS } from '../../src/seed/data/registration-numbers'

import { confirmedAccount, logIn, type Person } from '../helpers/browser-accounts'

/**
 * A page on another origin of the same site (localhost, another port): the browser sends the
 * seller's SameSite=Lax cookie along with its requests to the app, so only the app's own
 * checks stand between that page and the seller's account.
 */
let attacker: Server
let attackerOrigin: string

const attackPage = (app: string, listingId: string) => `<!doctype html><html><body>
<h1>Laimests!</h1>
<iframe name="sink" title="sink"></iframe>
<form id="profile" method="post" action="${app}/api/user/settings" target="sink">
  <input name="first_name" value="Uzlauzts"><input name="last_name" value="Konts">
  <input name="phone" value="+371 20000000"><input name="email" value="uzbrucejs@example.lv">
</form>
<iframe id="admin" title="admin" src="${app}/admin"></iframe>
<iframe id="app" title="app" src="${app}/app/user/settings"></iframe>
<script>
  const listing = new FormData()
  for (const [k, v] of Object.entries({ title: 'Svešas lapas sludinājums', category_id: '1', location_id: '0', price: '1', shares_to_sold: '1', turnover: '1', profit: '1', employees: '1', description: 'x', phone: '1', email: 'a@b.lv' })) listing.append(k, v)
  window.attacks = Promise.allSettled([
    fetch('${app}/api/listing/create', { method: 'POST', body: listing, credentials: 'include', mode: 'no-cors' }),
    // Not a simple request: the browser asks first (preflight) and the app never allows it.
    fetch('${app}/api/listing/delete/${listingId}', { method: 'DELETE', credentials: 'include' }),
    fetch('${app}/api/users/me', { credentials: 'include' }).then((r) => r.text()),
  ])
  document.getElementById('profile').submit()
</script>
</body></html>`

test.beforeAll(async () => {
  attacker = createServer()
  await new Promise<void>((resolve) => attacker.listen(0, 'localhost', resolve))
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise<void>((resolve) => attacker.close(() => resolve()))
})

/** Reads through the app's own page, as the seller's browser would (same origin). */
const fromApp = <T>(page: Page, script: () => Promise<T>) => page.evaluate(script)

async function sellerWithListing(
  page: Page,
  request: Parameters<typeof confirmedAccount>[0],
): Promise<{ person: Person; listingId: string }> {
  const person = await confirmedAccount(request, 'svesa-lapa')
  await logIn(page, person)
  await page.goto('/app/user/settings')
  const listingId = await page.evaluate(async (number: string) => {
    const { categories } = (await (await fetch('/api/listing/categories')).json()) as { categories: { id: number }[] }
    const form = new FormData()
    const fields = {
      title: 'Pārdodu kafejnīcu Cēsīs',
      category_id: String(categories[0].id),
      location_id: '0',
      price: '90000',
      shares_to_sold: '100',
      turnover: '120000',
      profit: '15000',
      employees: '4',
      registration_number: number,
      description: 'Kafejnīca pilsētas centrā.',
      phone: '+371 20000000',
      email: 'kafejnica@example.lv',
    }
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    const created = (await (await fetch('/api/listing/create', { method: 'POST', body: form })).json()) as { id?: number }
    return String(created.id)
  }, SPARE_REGISTRATION_NUMBERS[0])
  expect(listingId).toMatch(/^\d+$/)
  return { person, listingId }
}

test('should not let a page of another origin change anything for a signed-in seller, frame the app, or read the session', async ({
  page,
  request,
  baseURL,
}) => {
  const { person, listingId } = await sellerWithListing(page, request)
  const myListings = () =>
    fromApp(page, async () => ((await (await fetch('/api/listing/my')).json()) as { listings: unknown[] }).listings.length)
  const before = await myListings()
  expect(before).toBe(1)

  attacker.removeAllListeners('request')
  attacker.on('request', (_, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(attackPage(baseURL!, listingId)),
  )
  const evil = await page.context().newPage()
  const appResponses: number[] = []
  evil.on('response', (response) => {
    if (response.url().startsWith(`${baseURL}/api/`) && response.request().method() !== 'GET') appResponses.push(response.status())
  })
  await evil.goto(attackerOrigin)
  const settled = await evil.evaluate(() => (window as unknown as { attacks: Promise<PromiseSettledResult<unknown>[]> }).attacks)
  // The profile form and the listing upload reached the app, and were refused.
  await expect.poll(() => appResponses.length).toBeGreaterThanOrEqual(2)
  expect(appResponses.every((status) => status === 403)).toBe(true)
  // The delete never left the browser, and the page cannot read the seller's account (no CORS).
  expect(settled[1].status).toBe('rejected')
  expect(settled[2].status).toBe('rejected')

  // Nothing changed: the profile, the listing count, the listing itself.
  await page.goto('/app/user/settings')
  await expect(page.locator('input[name="first_name"]')).toHaveValue(person.first_name)
  await expect(page.locator('input[name="email"]')).toHaveValue(person.email)
  expect(await myListings()).toBe(before)

  // Neither the admin panel nor the seller's area renders inside the foreign page (the page's
  // load event waited for both frames).
  for (const id of ['admin', 'app']) {
    await expect(evil.locator(`#${id}`).contentFrame().locator('input, form')).toHaveCount(0)
  }
  await evil.close()
  // The seller takes the listing down, so later files' counts and searches meet only their own.
  const deleted = await page.evaluate(async (id) => (await fetch(`/api/listing/delete/${id}`, { method: 'DELETE' })).status, listingId)
  expect(deleted).toBe(200)
})

test('should never hand the session token to page scripts', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'zetons')
  await logIn(page, person)
  await page.goto('/app')
  const seen = await fromApp(page, async () => {
    const bodies = [await (await fetch('/api/users/me')).text(), await (await fetch('/api/users/refresh-token', { method: 'POST' })).text()]
    return { bodies, cookie: document.cookie }
  })
  const login = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch('/api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        })
      ).text(),
    { email: person.email, password: person.password },
  )
  for (const body of [...seen.bodies, login]) {
    expect(body).not.toMatch(/eyJ[\w-]+\.eyJ/)
    expect(body).not.toMatch(/"(token|refreshedToken)"/)
  }
  expect(seen.cookie).not.toContain('payload-token')
  expect(JSON.parse(seen.bodies[0]).user?.email).toBe(person.email)
})
