import { expect, type Page, test } from '@playwright/test'

import type { Listing } from '@/payload-types'
import type { ListingPage, PublicListing } from '@/services/listings/listing-shapes'

import { DEMO_PASSWORD, mailedLink, newPerson } from '../helpers/browser-accounts'
import { LOCAL_REGISTRATION_NUMBER, serverPayload } from '../helpers/server-payload'
import { en, lv } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

/*
 * The heart (issue 14): a visitor who presses it on a listing's page logs in and comes back to
 * that listing, saved; it shows on every card of it and on the saved-listings screen, from where
 * it is removed. At a phone's and a desktop's width, in both languages.
 */

const SELLER = { email: 'janis.liepins@example.lv', password: DEMO_PASSWORD }
const WIDTHS = [360, 1280] as const
const LANGUAGES = [
  { locale: 'lv', t: lv, prefix: '' },
  { locale: 'en', t: en, prefix: '/en' },
] as const

const DAY_MS = 86_400_000

const fill = (text: string, title: string) => text.replace('{title}', title)

/** The newest public listing, as the listings page's first card shows it. */
async function newestListing(page: Page): Promise<PublicListing> {
  const response = await page.request.post('/api/listing/index', { data: { limit: 1 } })
  const { listings } = (await response.json()) as ListingPage
  expect(listings.length).toBeGreaterThan(0)
  return listings[0]!
}

for (const { locale, t, prefix } of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`should save a listing through login and remove it from the saved screen (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
      const listing = await newestListing(page)
      const listingPath = `${prefix}/bizness/${listing.slug}`
      const heart = t.favourites.heart

      try {
        // A visitor: the heart asks them to log in, carrying the way back and the listing to save.
        await page.goto(listingPath)
        const pageHeart = page.locator('main').getByRole('button', { name: heart.save, exact: true })
        await expect(pageHeart).toHaveAttribute('aria-pressed', 'false')
        const box = await pageHeart.boundingBox()
        expect(box!.height).toBeGreaterThanOrEqual(44)
        await pageHeart.click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?`))
        const query = new URL(page.url()).searchParams
        expect(query.get('next')).toBe(listingPath)
        expect(query.get('save')).toBe(String(listing.id))

        await page.locator('input[name="email"]').fill(SELLER.email)
        await page.locator('input[name="password"]').fill(SELLER.password)
        await page.getByRole('button', { name: t.auth.login.submit }).click()

        // Back on the same listing, saved.
        await expect(page).toHaveURL(new RegExp(`${listingPath}$`))
        const savedHeart = page.locator('main').getByRole('button', { name: heart.saved, exact: true })
        await expect(savedHeart).toHaveAttribute('aria-pressed', 'true')
        await screenshot(page, `favourites-listing-${locale}`)

        // Its card in the list shows it saved too, from one read of the ids for the whole page.
        const idReads: string[] = []
        page.on('request', (request) => {
          if (request.url().includes('/api/favourites/ids')) idReads.push(request.url())
        })
        await page.goto(`${prefix}/bizness`)
        const cardHeart = page.getByRole('button', { name: fill(heart.savedListing, listing.title), exact: true })
        await expect(cardHeart).toHaveAttribute('aria-pressed', 'true')
        const cardBox = await cardHeart.boundingBox()
        expect(Math.round(cardBox!.width)).toBeGreaterThanOrEqual(44)
        expect(Math.round(cardBox!.height)).toBeGreaterThanOrEqual(44)
        expect(idReads).toHaveLength(1)
        await screenshot(page, `favourites-cards-${locale}`)

        // The saved screen lists it, linked to its page, with a way to remove it.
        await page.goto(`${prefix}/app/saved`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.favourites.page.title)
        await expect(page.getByRole('link', { name: t.favourites.page.title, exact: true })).toHaveAttribute('aria-current', 'page')
        const row = page.locator(`[data-listing-id="${listing.id}"]`)
        await expect(row.getByRole('link', { name: listing.title })).toHaveAttribute('href', listingPath)
        await screenshot(page, `favourites-saved-${locale}`)

        await row.getByRole('button', { name: fill(t.favourites.page.removeListing, listing.title) }).click()
        await expect(row).toHaveCount(0)
        await expect(page.getByText(t.favourites.page.empty)).toBeVisible()
        if (width === 360) await screenshot(page, `favourites-saved-empty-${locale}`)

        // Keyboard: the heart is a button like any other.
        await page.goto(listingPath)
        const again = page.locator('main').getByRole('button', { name: heart.save, exact: true })
        await again.focus()
        await page.keyboard.press('Enter')
        const pressed = page.locator('main').getByRole('button', { name: heart.saved, exact: true })
        await expect(pressed).toHaveAttribute('aria-pressed', 'true')
        // Presses while the call is under way are ignored; the next one counts once it is done.
        await expect(pressed).toHaveAttribute('aria-busy', 'false')
        await page.keyboard.press('Space')
        const released = page.locator('main').getByRole('button', { name: heart.save, exact: true })
        await expect(released).toHaveAttribute('aria-pressed', 'false')
        await expect(released).toHaveAttribute('aria-busy', 'false')
      } finally {
        // Whatever happened above, the demo seller keeps no favourite of this test's.
        const origin = new URL(page.url()).origin
        if (origin.startsWith('http')) await page.request.delete(`/api/favourites/${listing.id}`, { headers: { Origin: origin } })
      }
    })
  }
}

test('should say on the saved screen which saved listings were hidden, ended or changed price', async ({ page, baseURL }) => {
  const payload = await serverPayload(baseURL!)
  const {
    docs: [seller],
  } = await payload.find({ collection: 'users', where: { email: { equals: SELLER.email } }, limit: 1 })
  const {
    docs: [category],
  } = await payload.find({ collection: 'categories', limit: 1 })
  const stamp = Date.now()
  const made = []
  for (const [title, price] of [
    ['Ceptuve, kuras cena pieauga', 120000],
    ['Frizētava, kuras cena kritās', 80000],
    ['Paslēpta autoskola', 60000],
    ['Galdniecība, kuras termiņš beidzās', 150000],
  ] as const) {
    made.push(
      await payload.create({
        collection: 'listings',
        data: {
          title: `${title} ${stamp}`,
          description: 'Saglabāto sludinājumu pārbaude.',
          category: category!.id,
          owner: seller!.id,
          price,
          registration_number: LOCAL_REGISTRATION_NUMBER,
          status: 'published',
          expiry_date: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        },
      }),
    )
  }
  const [dearer, cheaper, hidden, ended] = made as [Listing, Listing, Listing, Listing]

  try {
    await page.goto('/login')
    await page.locator('input[name="email"]').fill(SELLER.email)
    await page.locator('input[name="password"]').fill(SELLER.password)
    await page.getByRole('button', { name: lv.auth.login.submit }).click()
    await expect(page).not.toHaveURL(/\/login/)
    const origin = new URL(page.url()).origin
    for (const each of made)
      expect((await page.request.put(`/api/favourites/${each.id}`, { headers: { Origin: origin } })).status()).toBe(200)

    await payload.update({ collection: 'listings', id: dearer.id, data: { price: 135000 } })
    await payload.update({ collection: 'listings', id: cheaper.id, data: { price: 72000 } })
    await payload.update({ collection: 'listings', id: hidden.id, data: { status: 'hidden' } })
    await payload.update({ collection: 'listings', id: ended.id, data: { expiry_date: new Date(Date.now() - 60_000).toISOString() } })

    for (const [{ t, prefix }, width] of [
      [LANGUAGES[0], 360],
      [LANGUAGES[1], 1280],
    ] as const) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
      await page.goto(`${prefix}/app/saved`)
      const row = (listing: Listing) => page.locator(`[data-listing-id="${listing.id}"]`)
      const before = (text: string) => text.slice(0, text.indexOf(':'))
      await expect(row(dearer)).toContainText(before(t.favourites.page.priceUp))
      await expect(row(cheaper)).toContainText(before(t.favourites.page.priceDown))
      await expect(row(hidden)).toContainText(t.favourites.page.hidden)
      await expect(row(ended)).toContainText(t.favourites.page.expired)
      // What the public no longer sees is not linked, and its price is not shown.
      await expect(row(hidden).getByRole('link')).toHaveCount(0)
      await expect(row(ended).getByRole('link')).toHaveCount(0)
      await expect(row(dearer).getByRole('link', { name: dearer.title })).toHaveAttribute('href', `${prefix}/bizness/${dearer.slug}`)
      await screenshot(page, `favourites-saved-notes-${prefix ? 'en' : 'lv'}`)
    }
  } finally {
    // Their favourites go with them.
    for (const each of made) await payload.delete({ collection: 'listings', id: each.id })
  }
})

test('should bring a visitor who signs up after pressing a heart back to that listing, saved, at their first login', async ({ page }) => {
  const listing = await newestListing(page)
  const listingPath = `/bizness/${listing.slug}`
  await page.goto(listingPath)
  await page.locator('main').getByRole('button', { name: lv.favourites.heart.save, exact: true }).click()
  await expect(page).toHaveURL(/\/login\?/)
  await page.locator('#content').getByRole('link', { name: lv.auth.login.signup }).click()

  const person = newPerson('sirsnins')
  for (const field of ['first_name', 'last_name', 'phone', 'email', 'password'] as const) {
    await page.locator(`input[name="${field}"]`).fill(person[field])
  }
  await page.locator('input[name="password_confirm"]').fill(person.password)
  await page.getByRole('button', { name: lv.auth.signup.submit }).click()
  await expect(page.getByText(lv.account.signup_success)).toBeVisible()
  await page.goto(new URL(await mailedLink(person.email, '/confirm-email/')).pathname)
  await page.locator('#content').getByRole('link', { name: lv.auth.confirm.login }).click()
  await expect(page).toHaveURL(/\/login$/)

  await page.locator('input[name="email"]').fill(person.email)
  await page.locator('input[name="password"]').fill(person.password)
  await page.getByRole('button', { name: lv.auth.login.submit }).click()
  await expect(page).toHaveURL(new RegExp(`${listingPath}$`))
  await expect(page.locator('main').getByRole('button', { name: lv.favourites.heart.saved, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Used once: the next login goes where logins go.
  expect(await page.evaluate(() => localStorage.getItem('login_return'))).toBeNull()
})
