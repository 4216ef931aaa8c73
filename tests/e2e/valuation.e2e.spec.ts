import { expect, test } from '@playwright/test'
import pg from 'pg'

import type { ListingPage } from '@/services/listings/listing-shapes'

import { putRegistryCompany } from '../helpers/registry'
import { e2eDatabaseUrl } from '../helpers/server-payload'
import { en, lv } from '../helpers/messages'
import { screenshots } from '../helpers/screenshot'

/*
 * The valuation calculator (issue 25, item 5): a buyer on a phone finds it from the valuation
 * article, enters a company's figures and reads the three methods' values, marked as indicative;
 * a registration number fills the figures in from the register.
 */

const PHONE = { width: 360, height: 780 }

test('should value a company by three methods on a phone, reached from the valuation article', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const { listings } = (await (await page.request.post('/api/listing/index', { data: { limit: 1 } })).json()) as ListingPage
  const sector = listings[0]!.category

  await page.goto('/biznesa-pardosanas-padomi')
  await page.getByRole('link', { name: 'Bizness.lv vērtēšanas kalkulatorā' }).click()
  await expect(page).toHaveURL(/\/vertesanas-kalkulators$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lv.valuation.title)
  await expect(page.getByRole('complementary', { name: lv.valuation.indicative })).toContainText(lv.valuation.indicativeText)

  const form = page.getByRole('form', { name: lv.valuation.form.title })
  await form.getByLabel(lv.valuation.form.sector).selectOption(sector.slug)
  await form.getByLabel(lv.valuation.form.profit).fill('50 000')
  await form.getByLabel(lv.valuation.form.turnover).fill('500000')
  await form.getByLabel(lv.valuation.form.equity).fill('180000')
  await expect(form.getByLabel(lv.valuation.form.rate)).toHaveValue('20')
  await form.getByRole('button', { name: lv.valuation.form.submit }).click()

  const results = page.getByRole('region', { name: lv.valuation.results.title })
  await expect(results).toBeVisible()
  // 50 000 ÷ 20 % = 250 000; equity 180 000.
  await expect(results.locator('[data-method="income"]')).toContainText('250\u00a0000\u00a0€')
  await expect(results.locator('[data-method="assets"]')).toContainText('180\u00a0000\u00a0€')
  await expect(results.locator('[data-multiple="profit"]')).toContainText(sector.title)
  await expect(page.getByTestId('valuation-range')).toContainText('€')
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await screenshots(page, 'valuation-lv')

  // A rate the person changes, in English.
  await page.setViewportSize(PHONE)
  await page.goto(`/en/vertesanas-kalkulators?sector=${sector.slug}&profit=50000&rate=25`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.valuation.title)
  await expect(page.locator('[data-method="income"]')).toContainText('€200,000')
  await screenshots(page, 'valuation-en')
})

test('should say which figure the calculator cannot read', async ({ page }) => {
  await page.goto('/vertesanas-kalkulators?profit=daudz&rate=150')
  await expect(page.getByText(lv.valuation.errors.euros)).toBeVisible()
  await expect(page.getByText(lv.valuation.errors.rate)).toBeVisible()
})

test('should fill the figures in from the register by registration number, on a phone', async ({ page }) => {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  // A company of the test's own in the register tables (valid check digit), with its newest report.
  await putRegistryCompany(db, {
    regcode: '40003000002',
    name: 'SIA Kalkulatora pārbaude',
    reports: [{ year: 2024, statementId: 9, employees: 12, turnover: 640_000, profit: 64_000, totalAssets: 500_000, equity: 210_000 }],
  }).finally(() => db.end())

  await page.setViewportSize(PHONE)
  await page.goto('/vertesanas-kalkulators')
  const form = page.getByRole('form', { name: lv.valuation.form.title })
  await form.getByLabel(lv.valuation.form.regcode).fill('4000 3000 002')
  await form.getByRole('button', { name: lv.valuation.form.submit }).click()

  await expect(page.getByTestId('register-note')).toHaveText(
    lv.valuation.form.registerFound.replace('{year}', '2024').replace('{employees}', '12'),
  )
  await expect(form.getByLabel(lv.valuation.form.profit)).toHaveValue('64000')
  await expect(form.getByLabel(lv.valuation.form.turnover)).toHaveValue('640000')
  await expect(form.getByLabel(lv.valuation.form.equity)).toHaveValue('210000')
  // 64 000 ÷ 20 % = 320 000.
  await expect(page.locator('[data-method="income"]')).toContainText('320\u00a0000\u00a0€')
  await screenshots(page, 'valuation-register')

  await page.goto('/vertesanas-kalkulators?regcode=40003000001')
  await expect(page.getByText(lv.valuation.errors.regcode)).toBeVisible()
})
