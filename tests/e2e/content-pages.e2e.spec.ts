import { expect, type Page, test } from '@playwright/test'

import { BUSINESS_SALE } from '../../src/seed/data/articles/business-sale'
import { BUSINESS_VALUATION } from '../../src/seed/data/articles/business-valuation'
import { CATEGORIES } from '../../src/seed/data/categories'
import { TERMS } from '../../src/seed/data/terms'
import { locales } from '../../src/i18n/routing'
import { slugify } from '../../src/lib/slugs/slugify'
import { en, lv } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

const RESOURCES = [
  { locale: 'lv', path: '/biznesa-pardosanas-padomi', heading: 'Padomi uzņēmuma pārdošanai' },
  { locale: 'en', path: '/en/biznesa-pardosanas-padomi', heading: 'Advice on selling a business' },
] as const

const ARTICLES = [BUSINESS_VALUATION, BUSINESS_SALE]
const ARTICLE_IDS = ARTICLES.map((article) => slugify(article.lv.title))

/** The first paragraph of a seeded article, as plain text. */
const firstParagraph = (content: (typeof BUSINESS_SALE)['lv']['content']) =>
  (content.root.children[0].children as { text: string }[]).map((node) => node.text).join('')

/** Where an article's top is relative to the viewport top, in CSS pixels. */
const articleTop = (page: Page, id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id)

for (const width of [360, 1280]) {
  for (const { locale, path, heading } of RESOURCES) {
    test(`should show the resources (${locale}, ${width} px) with a sidebar that follows the reader`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `))
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      for (const article of ARTICLES) {
        await expect(page.getByRole('heading', { level: 2, name: article[locale].title })).toBeVisible()
        await expect(page.getByText(firstParagraph(article[locale].content))).toBeVisible()
      }
      await screenshot(page, `resources-${locale}`)

      const sidebar = page.getByRole('navigation', { name: locale === 'lv' ? 'Raksti' : 'Articles' })
      const link = (i: number) => sidebar.getByRole('link', { name: ARTICLES[i][locale].title })
      await expect(link(0)).toHaveAttribute('aria-current', 'location')

      // The second article becomes current once its top is within 50 px of the viewport top.
      const scrollSecondTo = (y: number) =>
        page.evaluate(([id, top]) => window.scrollBy(0, document.getElementById(id)!.getBoundingClientRect().top - top), [
          ARTICLE_IDS[1],
          y,
        ] as const)
      await scrollSecondTo(80)
      await expect(link(0)).toHaveAttribute('aria-current', 'location')
      await scrollSecondTo(45)
      await expect(link(1)).toHaveAttribute('aria-current', 'location')
      await expect(link(0)).not.toHaveAttribute('aria-current')

      // A click scrolls smoothly to the article, 40 px below the viewport top, and names it in the URL.
      await page.evaluate(() => window.scrollTo(0, 0))
      await link(1).click()
      await expect.poll(() => articleTop(page, ARTICLE_IDS[1])).toBeCloseTo(40, 0)
      await expect(page).toHaveURL(new RegExp(`#${ARTICLE_IDS[1]}$`))
      await expect(link(1)).toHaveAttribute('aria-current', 'location')
    })
  }
}

test('should jump without animation when the reader prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/biznesa-pardosanas-padomi')
  await page.getByRole('navigation', { name: 'Raksti' }).getByRole('link', { name: BUSINESS_SALE.lv.title }).click()
  // No polling: the page is already there when the click returns.
  expect(Math.round(await articleTop(page, ARTICLE_IDS[1]))).toBe(40)
})

test('should show the terms of use in Latvian and English', async ({ page }) => {
  const rule = { lv: 'gada apgrozījums ir vismaz 50 000 EUR', en: 'yearly turnover of at least EUR 50,000' }
  for (const locale of ['lv', 'en'] as const) {
    await page.goto(locale === 'lv' ? '/lietosanas-noteikumi' : '/en/lietosanas-noteikumi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERMS[locale].title)
    await expect(page).toHaveTitle(new RegExp(`^${TERMS[locale].title} \\| `))
    await expect(page.getByText(rule[locale])).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${locale === 'lv' ? '' : '/en'}/lietosanas-noteikumi$`),
    )
    await screenshot(page, `terms-${locale}`)
  }
})

test('should keep the page when switching the language', async ({ page }) => {
  await page.goto('/lietosanas-noteikumi')
  await page.getByRole('link', { name: 'Switch to English' }).click()
  await expect(page).toHaveURL(/\/en\/lietosanas-noteikumi$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERMS.en.title)
  await page.getByRole('link', { name: 'Pārslēgt uz latviešu valodu' }).click()
  await expect(page).toHaveURL(/\/lietosanas-noteikumi$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERMS.lv.title)
})

test('should open the phone menu with the hamburger and close it with the close button or any link', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/lietosanas-noteikumi')
  const menu = page.getByRole('navigation', { name: 'Galvenā izvēlne' })
  const open = async () => {
    await page.getByRole('button', { name: 'Atvērt izvēlni' }).click()
    await expect(menu).toBeVisible()
  }
  await expect(menu).toBeHidden()
  await open()
  await screenshot(page, 'menu-open-lv')
  await page.getByRole('button', { name: 'Aizvērt izvēlni' }).click()
  await expect(menu).toBeHidden()

  const links = [
    ['Piedāvājumi', /\/bizness$/],
    ['Padomi', /\/biznesa-pardosanas-padomi$/],
    ['Pieslēgties', /\/login$/],
    ['Reģistrēties', /\/signup$/],
    ['Switch to English', /\/en\/lietosanas-noteikumi$/],
  ] as const
  for (const [name, url] of links) {
    await page.goto('/lietosanas-noteikumi')
    await open()
    await menu
      .or(page.getByRole('navigation', { name: 'Main menu' }))
      .getByRole('link', { name, exact: true })
      .click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('button', { name: /^(Atvērt izvēlni|Open menu)$/ })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('header nav')).toBeHidden()
  }
})

test('should send unknown paths to the login page in their language', async ({ page, request }) => {
  await page.goto('/kaut/kas/nezinams')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await page.goto('/en/something/unknown')
  await expect(page).toHaveURL(/\/en\/login$/)
  // Latvian pages have one address, without a prefix.
  const prefixed = await request.get('/lv/bizness', { maxRedirects: 0 })
  expect(prefixed.status()).toBe(308)
  expect(prefixed.headers().location).toBe('/bizness')
  await page.goto('/lv')
  await expect(page).toHaveURL(/:\d+\/$/)
  // Payload's routes are not pages: an unknown API path stays a JSON 404.
  const api = await request.get('/api/no/such/route', { maxRedirects: 0 })
  expect(api.status()).toBe(404)
})

test('should answer an address that cannot be percent-decoded with a 400 and a message, never a 500', async ({ request }) => {
  for (const [method, path, english] of [
    ['GET', '/bizness/%E0%A4%A', false],
    ['GET', '/en/bizness/%ZZ', true],
    ['GET', '/api/listing/get/%E0%A4%A', false],
    ['POST', '/api/listing/renew/%E0%A4%A', false],
  ] as const) {
    const response = await request.fetch(path, { method, maxRedirects: 0 })
    expect(response.status(), path).toBe(400)
    const message = (english ? en : lv).api.malformedAddress
    if (path.startsWith('/api/')) expect(await response.json()).toEqual({ success: false, message })
    else expect(await response.text()).toContain(message)
  }
  // A well-formed escape is an ordinary address.
  expect((await request.get('/bizness/nav%20tada', { maxRedirects: 0 })).status()).toBe(404)
})

test('should list the public pages in sitemap.xml and point robots.txt at it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['', '/bizness', `/${slugify(CATEGORIES[0].title.lv)}`, '/lietosanas-noteikumi', '/vertesanas-kalkulators']) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`)
    expect(sitemap).toContain(`<loc>${baseURL}/en${path}</loc>`)
    expect(sitemap).toContain(`hreflang="en" href="${baseURL}/en${path}"`)
  }
  expect(sitemap).toMatch(new RegExp(`<loc>${baseURL}/bizness/[a-z0-9-]+</loc>[^]*?<lastmod>`))
  expect(sitemap).not.toContain('biznesa-pardosanas-padomi')

  const listings = await (await request.post('/api/listing/index', { data: { limit: 100 } })).json()
  // Each listing once in each language.
  expect(sitemap.match(/<loc>[^<]*\/bizness\/[^<]+<\/loc>/g)).toHaveLength(listings.total * locales.length)

  const robots = await (await request.get('/robots.txt')).text()
  for (const path of ['/admin', '/api', '/app']) expect(robots).toContain(`Disallow: ${path}\n`)
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})
