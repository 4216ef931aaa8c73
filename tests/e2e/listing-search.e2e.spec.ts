import { expect, type Page, test } from '@playwright/test'

import { translate } from '@/i18n/translate'
import type { Listing } from '@/payload-types'
import { sendSavedSearchDigests } from '@/services/saved-searches/digest'

import { DEMO_PASSWORD, logIn, waitForMail } from '../helpers/browser-accounts'
import { LOCAL_REGISTRATION_NUMBER, serverPayload } from '../helpers/server-payload'
import { en, lv } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

/*
 * Search on the listings pages (issue 14): words, region, price and the multiple sort, with and
 * without JavaScript, on a phone (the filter sheet) and a desktop, in both languages. The demo
 * data has one café in Riga ('Kafejnīca ar vasaras terasi Vecrīgā', 185 000 €).
 */

const CAFE = 'Kafejnīca ar vasaras terasi Vecrīgā'
const JANIS = { email: 'janis.liepins@example.lv', password: DEMO_PASSWORD }
/** "Tomorrow" for the digest: past the next 07:00 in Riga whatever the hour now. */
const NEXT_DAY_MS = 26 * 3_600_000
const NEW_CAFE = 'Kafejnīca Rīgas centrā, jauna'

type Payload = Awaited<ReturnType<typeof serverPayload>>

/** A new listing the walk's search finds: a café in Riga under 200 000 €. */
async function newCafe(payload: Payload): Promise<Listing> {
  const one = async (collection: 'users' | 'categories' | 'locations', field: string, value: string) =>
    (await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1, depth: 0 })).docs[0]!.id
  return payload.create({
    collection: 'listings',
    data: {
      title: NEW_CAFE,
      description: 'Kafejnīca ar 30 vietām pie Esplanādes.',
      category: await one('categories', 'slug', 'edinasana'),
      location: await one('locations', 'region', 'riga'),
      owner: await one('users', 'email', JANIS.email),
      price: 120000,
      registration_number: LOCAL_REGISTRATION_NUMBER,
      profit: 30000,
      status: 'published',
      expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  })
}

/** What the walk leaves: the new listing, Jānis's saved search and his heart on the café. */
async function forgetJanisWalk(payload: Payload) {
  const janis = { equals: (await payload.find({ collection: 'users', where: { email: { equals: JANIS.email } }, limit: 1 })).docs[0]!.id }
  await payload.delete({ collection: 'listings', where: { title: { equals: NEW_CAFE } } })
  await payload.delete({ collection: 'saved-searches', where: { user: janis } })
  await payload.delete({ collection: 'favourites', where: { user: janis } })
}

/** What the page tells search engines ('' when it says nothing: indexable). */
const robots = (page: Page) =>
  page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')).join(','))
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href')

for (const locale of ['lv', 'en'] as const) {
  for (const width of [360, 1280]) {
    test(`should search, narrow and sort without a reload, save the listing and the search, and mail the search's news, on a ${width} px screen in ${locale}`, async ({
      page,
      baseURL,
    }) => {
      const messages = locale === 'lv' ? lv : en
      const t = messages.search
      const prefix = locale === 'lv' ? '' : '/en'
      const phone = width === 360
      await page.setViewportSize({ width, height: phone ? 780 : 900 })
      await logIn(page, JANIS, `${prefix}/login`)
      await page.goto(`${prefix}/bizness`)
      expect(await robots(page)).not.toContain('noindex')
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))

      await page.getByRole('searchbox', { name: t.label }).fill('kafejnica')
      await page.getByRole('searchbox', { name: t.label }).press('Enter')
      await expect(page).toHaveURL(`${prefix}/bizness?q=kafejnica`)
      await expect(page.getByRole('link', { name: CAFE })).toBeVisible()

      const filters = page.locator('#listing-filters')
      if (phone) {
        await expect(filters).toBeHidden()
        await page.getByRole('button', { name: t.filters, exact: true }).click()
        await expect(filters).toBeVisible()
      }
      const region = filters.getByLabel(t.region)
      await expect(region.locator('option[value="riga"]')).toHaveText(`${t.regions.riga} (1)`)
      await region.selectOption('riga')
      if (!phone) await expect(page).toHaveURL(/region=riga/)
      await filters.getByRole('textbox', { name: t.maxOf.replace('{range}', t.ranges.price) }).fill('200 000')
      await filters.getByLabel(t.sort).selectOption('multiple_asc')
      if (phone) await screenshot(page, `search-filters-open-${locale}`)
      await filters.getByRole('button', { name: t.showResults }).click()

      await expect(page).toHaveURL(`${prefix}/bizness?q=kafejnica&price_max=200000&region=riga&sort=multiple_asc`)
      // The sheet closes on a phone; beside the results the filters stay.
      if (phone) await expect(filters).toBeHidden()
      else await expect(filters).toBeVisible()
      await expect(page.getByTestId('listings-total')).toContainText('1')
      await expect(page.getByRole('link', { name: CAFE })).toBeVisible()
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
      // After a navigation without a reload the head follows the new page's content, a moment later.
      await expect.poll(() => robots(page)).toContain('noindex')
      await expect.poll(() => canonical(page)).toMatch(new RegExp(`${prefix}/bizness$`))
      await screenshot(page, `search-results-${locale}`)

      const payload = await serverPayload(baseURL!)
      const started = Date.now()
      try {
        await page.getByRole('link', { name: CAFE }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/bizness/kafejnica-`))
        await expect(page.getByRole('heading', { level: 1, name: CAFE })).toBeVisible()
        const heart = page.getByRole('main').getByRole('button', { name: messages.favourites.heart.save, exact: true })
        await heart.click()
        await expect(page.getByRole('main').getByRole('button', { name: messages.favourites.heart.saved, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        )

        await page.goBack()
        await expect(page).toHaveURL(/sort=multiple_asc/)
        await page.getByRole('button', { name: messages.savedSearches.button.notify }).click()
        await page.getByRole('dialog').getByRole('button', { name: messages.savedSearches.button.confirm }).click()
        await expect(page.getByRole('status').filter({ hasText: messages.savedSearches.button.manage })).toBeVisible()

        // Something new for the search, and tomorrow morning's digest: the moved clock, run from here on the server's database.
        const news = await newCafe(payload)
        await sendSavedSearchDigests(payload, new Date(Date.now() + NEXT_DAY_MS))
        const [mail] = await waitForMail(JANIS.email, started, 1)
        // In Jānis's own language (Latvian), whichever page he saved the search on.
        expect(mail!.subject).toBe(translate('lv', 'savedSearches.digest.subject', { count: 1 }))
        expect(mail!.text).toContain(news.title)
        expect(mail!.text).not.toContain(CAFE)
      } finally {
        await forgetJanisWalk(payload)
      }
    })
  }
}

test('should search with the plain form when JavaScript is off, and tidy its address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/bizness')
  await page.getByRole('searchbox', { name: lv.search.label }).fill('Kafejnīca')
  await page.getByLabel(lv.search.region).selectOption('riga')
  await page.getByRole('button', { name: lv.search.submit, exact: true }).click()
  // The form sends every field, empty ones too; the page answers at the address of the filled ones.
  await expect(page).toHaveURL('/bizness?q=Kafejn%C4%ABca&region=riga')
  await expect(page.getByRole('link', { name: CAFE })).toBeVisible()
  await context.close()
})

test('should leave out nonsense in the address with a short note, never an error', async ({ page }) => {
  const response = await page.goto('/bizness?price_min=abc&turnover_min=500&turnover_max=100&lapa=999&q=kafejnica')
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('search-ignored')).toContainText(lv.search.ranges.price)
  await expect(page.getByTestId('search-ignored')).toContainText(lv.search.ranges.turnover)
  await expect(page.getByText(lv.search.pastEnd)).toBeVisible()
  await expect(page.getByRole('link', { name: CAFE })).toBeVisible()
})

test('should answer an address that starts with any field, and keep other parameters out of the way', async ({ page }) => {
  // Each field is its own rewrite rule; the one that matches first adds a parameter of its own.
  for (const query of ['price_min=20000&region=riga', 'turnover_max=900000', 'share_min=10&sort=price_asc', 'region=riga&utm_source=x']) {
    const response = await page.goto(`/bizness?${query}`)
    expect(response?.status(), query).toBe(200)
    expect(response?.request().redirectedFrom(), query).toBeNull()
  }
})

test('should keep a search when choosing a sector, with each sector’s count under it', async ({ page }) => {
  await page.goto('/bizness?q=kafejnica')
  const sector = page.getByRole('navigation', { name: lv.listings.categoriesTitle }).getByRole('link', { name: /Ēdināšana/ })
  // Other files' listings may be there too: the count beside the sector is what its page then finds.
  const count = (await sector.textContent())!.replace('Ēdināšana', '').trim()
  expect(Number(count)).toBeGreaterThanOrEqual(1)
  await sector.click()
  await expect(page.getByTestId('listings-total')).toContainText(count)
  await expect(page).toHaveURL('/edinasana?q=kafejnica')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ēdināšana')
  await expect(page.getByRole('link', { name: CAFE })).toBeVisible()
})

test('should say in the intro which order the results are in, as the search set it', async ({ page }) => {
  const intro = async (path: string) => {
    await page.goto(path)
    return page.getByRole('main').locator('header p').first()
  }
  const lvOrders = lv.savedSearches.describe.sorts
  await expect(await intro('/bizness')).toHaveText(lv.listings.intro.replace('{order}', lvOrders.newest))
  await expect(await intro('/bizness?sort=price_asc')).toHaveText(lv.listings.intro.replace('{order}', lvOrders.price_asc))
  await expect(await intro('/bizness?q=kafejnica')).toHaveText(lv.listings.intro.replace('{order}', lvOrders.relevance))
  // "Relevance" without words has nothing to rank by: newest first.
  await expect(await intro('/bizness?sort=relevance&region=riga')).toHaveText(lv.listings.intro.replace('{order}', lvOrders.newest))
  await expect(await intro('/en/bizness?sort=multiple_asc')).toHaveText(
    en.listings.intro.replace('{order}', en.savedSearches.describe.sorts.multiple_asc),
  )
})
