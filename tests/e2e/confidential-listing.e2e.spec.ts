import { expect, test } from '@playwright/test'

import { slugify } from '@/lib/slugs/slugify'
import { LISTINGS } from '@/seed/data/listings'

import { DEMO_PASSWORD, logIn } from '../helpers/browser-accounts'
import { en, lv } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'
import { serverPayload } from '../helpers/server-payload'

/** A demo listing of Jānis's that no other browser test reads, in Ventspils Municipality (Kurzeme). */
const demo = LISTINGS.find((listing) => listing.title === 'Kravas auto un lauksaimniecības tehnikas remonta serviss')!
const slug = slugify(demo.title)

for (const locale of ['lv', 'en'] as const) {
  test(`should let a seller mark a listing confidential, and show a visitor its public face (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const messages = locale === 'lv' ? lv : en
    const prefix = locale === 'lv' ? '' : '/en'
    const payload = await serverPayload(baseURL!)
    const {
      docs: [listing],
    } = await payload.find({ collection: 'listings', where: { slug: { equals: slug } }, depth: 1, locale, overrideAccess: true })
    const municipality = typeof listing.location === 'object' ? listing.location!.title : ''

    await logIn(page, { email: 'janis.liepins@example.lv', password: DEMO_PASSWORD })
    try {
      await page.goto(`${prefix}/app/listing/edit/${listing.id}`)
      const box = page.getByLabel(messages.listingForm.confidential)
      await expect(box).not.toBeChecked()
      await expect(page.getByText(messages.listingForm.confidentialHint)).toBeVisible()
      await box.check()
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await box.scrollIntoViewIfNeeded()
        await screenshot(page, `confidential-form-${locale}`)
      }
      await page.getByRole('button', { name: messages.listingForm.save }).click()
      await expect(page.getByText(messages.listingForm.saved)).toBeVisible()

      const visitor = await browser.newPage()
      for (const width of [390, 1280]) {
        await visitor.setViewportSize({ width, height: 900 })
        await visitor.goto(`${prefix}/bizness/${slug}`)
        await expect(visitor.getByTestId('confidential-note')).toBeVisible()
        await expect(visitor.getByTestId('category-picture')).toBeVisible()
        await expect(visitor.locator('[data-fact="location"] dd')).toHaveText(
          locale === 'lv' ? lv.statisticalRegions.kurzeme : en.statisticalRegions.kurzeme,
        )
        await expect(visitor.locator('[data-fact="turnover"] dd')).toHaveText('500 000–1 000 000 €'.replaceAll(' ', '\u00a0'))
        await expect(visitor.locator('main')).not.toContainText(municipality)
        await expect(visitor.getByRole('link', { name: messages.listing.page.attachment })).toHaveCount(0)
        await screenshot(visitor, `confidential-public-face-${locale}`)
      }
      await visitor.close()
    } finally {
      await payload.update({ collection: 'listings', id: listing.id, data: { confidential: false }, overrideAccess: true })
    }
  })
}
