import { expect, test } from '@playwright/test'

import { slugify } from '../../src/lib/slugs/slugify'
import { LISTINGS } from '../../src/seed/data/listings'
import { HEADCOUNT_MISMATCH_LISTING, RATED_B_LISTING } from '../../src/seed/data/registration-numbers'

import { en, lv } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

/*
 * The demo's sample state files flag two demo listings (src/seed/registry.ts): one VID rates B,
 * one whose headcount VID's latest quarter does not bear out. Their pages explain the flags in
 * Latvian and English, on a phone and a desktop, with the note on tax debts and VID's lookup;
 * the search card of a flagged listing carries the badge.
 */

const WIDTHS = [390, 1280]

test('should explain a rated-B listing’s red flag in both languages, on a phone and a desktop', async ({ page }) => {
  const slug = slugify(LISTINGS[RATED_B_LISTING].title)
  for (const [prefix, messages, locale] of [
    ['', lv, 'lv'],
    ['/en', en, 'en'],
  ] as const) {
    const t = messages.redFlags
    await page.goto(`${prefix}/bizness/${slug}`)
    const flags = page.getByTestId('red-flags')
    await expect(flags.getByRole('heading', { level: 2 })).toHaveText(t.title)
    const flag = flags.locator('[data-kind="tax_rating"]')
    await expect(flag.getByRole('heading', { level: 3 })).toHaveText(t.kinds.tax_rating.title.replace('{rating}', 'B'))
    await expect(flag).toContainText(t.sources.vid_rating)
    await expect(page.getByTestId('tax-debts-note')).toContainText(t.taxDebts)
    await expect(page.getByTestId('tax-debts-note').getByRole('link', { name: t.taxDebtsLink })).toHaveAttribute('href', /vid\.gov\.lv/)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      // Nothing wider than the screen: the flags wrap on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(page, `red-flags-rated-${locale}`)
    }
  }
})

test('should show a headcount mismatch naming the quarter, with the figures where the seller shows the number', async ({ page }) => {
  const listing = LISTINGS[HEADCOUNT_MISMATCH_LISTING]
  await page.goto(`/en/bizness/${slugify(listing.title)}`)
  const flag = page.getByTestId('red-flags').locator('[data-kind="headcount_mismatch"]')
  await expect(flag.getByRole('heading', { level: 3 })).toHaveText(en.redFlags.kinds.headcount_mismatch.title)
  await expect(flag).toContainText(/The seller states \d+; VID counted \d+ on average in Q[1-4] \d{4}\./)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await screenshot(page, 'red-flags-headcount-en')
  }
})

test('should put the badge on a flagged listing’s search card and leave it out when asked for none', async ({ page }) => {
  const title = LISTINGS[RATED_B_LISTING].title
  await page.goto(`/bizness?q=${encodeURIComponent(title)}`)
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card.getByTestId('red-flags-badge')).toContainText(lv.redFlags.badge)
  await page.goto(`/bizness?q=${encodeURIComponent(title)}&no_red_flags=1`)
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0)
})
