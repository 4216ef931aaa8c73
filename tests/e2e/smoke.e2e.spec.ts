import { expect, test } from '@playwright/test'

import { DEMO_PASSWORD, enterPanelCode } from '../helpers/browser-accounts'
import { screenshot } from '../helpers/screenshot'

test('should serve the Latvian home page from the zero-setup start', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'lv')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pērc un pārdod uzņēmumus')
  // The seeded listings are counted from the embedded database.
  await expect(page.getByTestId('listing-count')).not.toContainText('Nav aktīvu')
  await screenshot(page, 'home-lv')
})

test('should serve the English home page under /en', async ({ page }) => {
  await page.goto('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Buy and sell companies')
})

test('should show the admin login and let the seeded admin in', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await screenshot(page, 'admin-login')
  await page.locator('input[name="email"]').fill('admin@bizness.lv')
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await enterPanelCode(page)
  await expect(page.getByRole('link', { name: /Sludinājumi/ }).first()).toBeVisible()
  await screenshot(page, 'admin-dashboard')
})
