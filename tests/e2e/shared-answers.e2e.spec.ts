import { type APIRequestContext, expect, test } from '@playwright/test'

import { SHARED_ANSWER_HEADER } from '@/lib/api/shared-answer'
import type { ListingPage } from '@/services/listings/listing-shapes'
import { PAGE_CACHE_HEADER } from '@/server/page-cache'

import { createListingOf, serverPayload } from './helpers/local-api'

/*
 * The public calls answered from the server's copy (src/server/page-cache.ts) on the real
 * server: as fresh as the pages, and never for a session or a page of another origin.
 */
const PASSWORD = process.env.DEMO_PASSWORD || 'e2e-demo-password'
const JANIS = 'janis.liepins@example.lv'

const index = (request: APIRequestContext, headers: Record<string, string> = {}) =>
  request.post('/api/listing/index?locale=lv', { data: { page: 1 }, headers })

/** Waits until the call is answered from the copy (it is taken 2 s after the last revalidation at the latest). */
const untilCopied = (call: () => ReturnType<APIRequestContext['post']>) =>
  expect.poll(async () => (await call()).headers()[PAGE_CACHE_HEADER], { timeout: 5_000, intervals: [200] }).toBe('hit')

test('should answer the public calls from the server’s copy and show an edit in them within a second', async ({ request, baseURL }) => {
  const payload = await serverPayload(baseURL!)
  await untilCopied(() => index(request))
  await untilCopied(() => request.get('/api/listing/categories?locale=lv'))
  const copied = await index(request)
  expect(copied.headers()[SHARED_ANSWER_HEADER]).toBeUndefined()
  const listing = ((await copied.json()) as ListingPage).listings.find((each) => !each.title.endsWith('(labots)'))!

  const edited = `${listing.title} (labots)`
  await payload.update({ collection: 'listings', id: listing.id, data: { title: edited } })
  try {
    const started = Date.now()
    await expect
      .poll(async () => ((await (await index(request)).json()) as ListingPage).listings.some((each) => each.title === edited), {
        timeout: 1_000,
        intervals: [50],
      })
      .toBe(true)
    test.info().annotations.push({ type: 'fresh after', description: `${Date.now() - started} ms` })
  } finally {
    await payload.update({ collection: 'listings', id: listing.id, data: { title: listing.title } })
  }
})

test('should give a signed-in seller and a page of another origin the app’s own answer, never the copy', async ({
  request,
  playwright,
  baseURL,
}) => {
  const payload = await serverPayload(baseURL!)
  const {
    docs: [janis],
  } = await payload.find({ collection: 'users', where: { email: { equals: JANIS } }, limit: 1 })
  const hidden = await createListingOf(payload, janis!.id, {
    title: `Slēpts sludinājums ${Date.now()}`,
    description: 'Redz tikai īpašnieks.',
    status: 'hidden',
  })
  const seller = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } })
  try {
    expect((await seller.post('/api/authenticate', { data: { username: JANIS, password: PASSWORD } })).status()).toBe(200)
    const ownPath = `/api/listing/get/${hidden.slug}/slug?locale=lv`

    // Nobody's copy of "not found" stands in for the owner's view, nor the owner's view for anybody's.
    expect((await request.get(ownPath)).status()).toBe(404)
    const own = await seller.get(ownPath)
    expect(own.status()).toBe(200)
    expect(own.headers()[PAGE_CACHE_HEADER]).toBeUndefined()
    expect((await request.get(ownPath)).status()).toBe(404)

    await untilCopied(() => index(request, { origin: baseURL! }))
    const signedIn = await index(seller)
    expect(signedIn.status()).toBe(200)
    expect(signedIn.headers()[PAGE_CACHE_HEADER]).toBeUndefined()

    // The allowed origin's answer is in the copy; another origin's page is still refused by the app.
    const foreign = await index(request, { origin: 'https://elsewhere.example' })
    expect(foreign.status()).toBe(403)
    expect(foreign.headers()[PAGE_CACHE_HEADER]).toBeUndefined()
  } finally {
    await seller.dispose()
    await payload.delete({ collection: 'listings', id: hidden.id })
  }
})
