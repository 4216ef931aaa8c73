import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { en, lv } from '../helpers/messages'
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

for (const locale of ['lv', 'en'] as const) {
  for (const width of [360, 1280]) {
    test(`should fit every public page on a ${width} px screen in ${locale}, in that language`, async ({ page, request }) => {
      const messages = locale === 'lv' ? lv : en
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
      for (const { name, path } of await publicPages(request)) {
        const url = locale === 'lv' ? path || '/' : `/en${path}`
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
        if (width === 360) await expect(hamburger).toBeVisible()
        else await expect(page.getByRole('navigation', { name: messages.nav.menu })).toBeVisible()

        if (locale === 'en') expect(await chromeText(page), `Latvian left in the header or footer of ${url}`).not.toMatch(LATVIAN_LETTERS)
        await screenshot(page, `walk-${name}-${locale}`)
      }
    })
  }
}
