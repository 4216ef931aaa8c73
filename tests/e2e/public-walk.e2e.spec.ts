import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { en, lv, ru } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

const LATVIAN_LETTERS = /[āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ]/

/** The public routes (docs/product.md#screens), with a category and a listing that exist. */
async function publicPages(request: APIRequestContext) {
  const { categories } = await (await request.get('/api/listing/categories?locale=lv')).json()
  const { listings } = await (await request.post('/api/listing/index?locale=lv', { data: {} })).json()
  return [
    { name: 'home', path: '' },
    { name: 'index', path: '/bizness' },
    { name: 'category', path: `/${categories.find((each: { count: number }) => each.count > 0).slug}` },
    { name: 'detail', path: `/bizness/${listings[0].slug}` },
    { name: 'resources', path: '/biznesa-pardosanas-padomi' },
    { name: 'terms', path: '/lietosanas-noteikumi' },
    { name: 'calculator', path: '/vertesanas-kalkulators' },
    { name: 'search', path: `/bizness?q=${encodeURIComponent(listings[0].title.split(' ')[0])}` },
  ]
}

/** The page's own words in the header and footer, leaving out what is marked as another language. */
const chromeText = (page: Page) =>
  page.evaluate(() =>
    ['header', 'footer']
      .map((selector) => {
        const copy = document.querySelector(selector)!.cloneNode(true) as HTMLElement
        copy.querySelectorAll('[lang]').forEach((element) => element.remove())
        return copy.textContent ?? ''
      })
      .join(' '),
  )

/** Each language on a phone and a desktop: Russian on the phone most of its readers have (390 px). */
const screens = [
  { locale: 'lv', messages: lv, widths: [360, 1280] },
  { locale: 'en', messages: en, widths: [360, 1280] },
  { locale: 'ru', messages: ru, widths: [390, 1280] },
] as const

for (const { locale, messages, widths } of screens) {
  for (const width of widths) {
    test(`should fit every public page on a ${width} px screen in ${locale}, in that language`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 780 : 900 })
      for (const { name, path } of await publicPages(request)) {
        const url = locale === 'lv' ? path || '/' : `/${locale}${path}`
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page).toHaveTitle(/Bizness/)

        // Nothing wider than the screen: no sideways scrolling on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${url} is wider than ${width} px`).toBeLessThanOrEqual(0)

        // The phone gets the hamburger; the desktop shows the menu itself.
        const hamburger = page.getByRole('button', { name: messages.nav.openMenu })
        if (width < 1000) await expect(hamburger).toBeVisible()
        else await expect(page.getByRole('navigation', { name: messages.nav.menu })).toBeVisible()

        if (locale !== 'lv') expect(await chromeText(page), `Latvian left in the header or footer of ${url}`).not.toMatch(LATVIAN_LETTERS)
        if (locale === 'ru') expect(await chromeText(page), `no Russian in the header or footer of ${url}`).toMatch(/[а-яё]{4}/i)
        // The demo's articles and terms are written in Latvian only: shown as such, and said so.
        if (locale === 'ru' && (name === 'resources' || name === 'terms')) {
          await expect(page.getByRole('note').filter({ hasText: messages.content.untranslated }).first()).toBeVisible()
          expect(await page.locator('main [lang="lv"]').count(), `${url} marks its Latvian text`).toBeGreaterThan(0)
        }
        await screenshot(page, `walk-${name}-${locale}`)
      }
    })
  }
}
