import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { DEMO_PASSWORD, logIn, logInToPanel } from '../helpers/browser-accounts'
import { screenshot } from '../helpers/screenshot'

const ADMIN = { email: 'admin@bizness.lv', password: DEMO_PASSWORD }
const SELLER = { email: 'janis.liepins@example.lv', password: DEMO_PASSWORD }

/** The path of a public listing page, as the listings index names it. */
async function listingPath(request: APIRequestContext): Promise<string> {
  const { listings } = await (await request.post('/api/listing/index?locale=lv', { data: { category: '', page: 1 } })).json()
  return `/bizness/${listings[0].slug}`
}

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  const policy = headers['content-security-policy'] ?? ''
  expect(policy, `${where}: Content-Security-Policy`).toContain("frame-ancestors 'self'")
  expect(policy, where).toContain("object-src 'none'")
  expect(policy, where).toContain("base-uri 'self'")
  expect(policy, where).toContain("form-action 'self'")
  // A production build: no eval, no websockets for hot reloading.
  expect(policy, where).not.toContain('unsafe-eval')
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN')
  expect(headers['x-content-type-options'], where).toBe('nosniff')
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], where).toContain('camera=()')
  // The e2e site is served over plain http (SITE_URL http://localhost:…): no HSTS.
  expect(headers['strict-transport-security'], where).toBeUndefined()
}

/** Every message the browser gives about the Content Security Policy, and every violation event. */
function watchPolicy(page: Page): string[] {
  const complaints: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|connect|frame|create|evaluate)/i.test(message.text()))
      complaints.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (/Content.Security.Policy|unsafe-eval/i.test(error.message)) complaints.push(error.message)
  })
  return complaints
}

test.beforeEach(async ({ page }) => {
  // The DOM's own report of each violation, also for ones the console does not print.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
})

test('should send the security headers with the home page, a listing, the seller’s area, the admin login and the API', async ({
  request,
}) => {
  const listing = await listingPath(request)
  for (const path of ['/', listing, '/app', '/app/listing/my', '/admin/login', '/api/listings?limit=1', '/robots.txt']) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(400)
    expectSecurityHeaders(response.headers(), path)
  }
})

test('should send them with pages served from Next’s page cache too', async ({ request }) => {
  for (const path of ['/', await listingPath(request)]) {
    await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], { timeout: 10_000, intervals: [250] }).toBe('HIT')
    const cached = await request.get(path)
    expect(cached.headers()['x-nextjs-cache'], path).toBe('HIT')
    expectSecurityHeaders(cached.headers(), `${path} (x-nextjs-cache: HIT)`)
  }
})

test('should not let a page of another origin frame the admin panel or the seller’s area', async ({ page, baseURL }) => {
  // A signed-in seller, so /app would show their listings if it could be framed at all.
  await logIn(page, SELLER)
  const targets = ['/admin', '/admin/login', '/app/listing/my', '/app/user/settings']
  const foreign = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><title>Laimests!</title>${targets.map((path) => `<iframe src="${baseURL}${path}" width="600" height="400"></iframe>`).join('')}`,
    )
  })
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text())
  })
  try {
    const origin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`
    await page.goto(origin)
    await expect.poll(() => page.frames().length).toBe(targets.length + 1)
    await page.waitForLoadState('load')
    for (const frame of page.frames().filter((each) => each !== page.mainFrame())) {
      // Chromium replaces a refused frame with its own error page: none of the app is in it.
      await expect.poll(() => frame.url()).toMatch(/^chrome-error:/)
      expect(await frame.locator('input[name="email"], input[name="password"], a[href^="/app"]').count()).toBe(0)
    }
    expect(refusals.length).toBeGreaterThan(0)
  } finally {
    foreign.close()
  }
})

test('should let the admin edit an article in the rich-text editor and upload an image with no policy violation', async ({ page }) => {
  const complaints = watchPolicy(page)
  await logInToPanel(page, ADMIN.email)

  // An article's edit view, in Latvian, with Lexical: type into it (not saved).
  await page.goto('/admin/collections/articles')
  await expect(page.getByRole('heading', { name: 'Raksti' })).toBeVisible()
  await page.locator('table tbody tr').first().locator('a').first().click()
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible()
  await editor.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' Pārbaude.')
  await expect(editor).toContainText('Pārbaude.')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.evaluate(() => document.fonts.ready)
  await screenshot(page, 'admin-article-editor')

  // A listing's edit view with its image and attachment upload fields.
  // The oldest listing, a demo one: a newer one may still be held by a test's editing session (Payload locks what is open).
  const oldest = (await (
    await page.request.get('/api/listings?limit=1&sort=createdAt&depth=0', { headers: { origin: new URL(page.url()).origin } })
  ).json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/listings/${oldest.docs[0]!.id}`)
  await expect(page.locator('.field-type.upload').first()).toBeVisible()

  // A new image: the file picker's preview is a blob: URL.
  await page.goto('/admin/collections/media/create')
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2060a0' } })
    .png()
    .toBuffer()
  await page.locator('input[type="file"]').setInputFiles({ name: 'fasade.png', mimeType: 'image/png', buffer: png })
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible()

  expect(complaints).toEqual([])
})
