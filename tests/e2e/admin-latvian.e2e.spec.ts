import { expect, type Page, test } from '@playwright/test'

import { logInToPanel } from '../helpers/browser-accounts'
import { screenshot } from '../helpers/screenshot'

/** English labels and raw values that must never show in the Latvian panel (whole words, case kept). */
const FORBIDDEN = [
  'Email',
  'true',
  'false',
  'nepatiesi',
  'patiesi',
  'plan_name',
  'Plan_name',
  'Payment_schedule',
  'payment_schedule',
  'Stripe_customer_id',
  'stripe_customer_id',
  'Slug',
  'editor',
  'moderator',
  'am',
  'pm',
]

/** The words of the screen's content (header and view, not the nav) that should have been Latvian. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.locator('.template-default__wrap').innerText()
  return FORBIDDEN.filter((word) => new RegExp(`(^|[^\\p{L}\\p{N}_])${word}($|[^\\p{L}\\p{N}_])`, 'u').test(text))
}

test('should show the admin a Latvian panel: dashboard, users, a user and listings', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logInToPanel(page, 'admin@bizness.lv')

  // What needs attention, each count linking to its filtered list.
  await expect(page.getByRole('heading', { name: 'Jāpievērš uzmanība' })).toBeVisible()
  await expect(page.getByTestId('attention-blockedUsers')).toContainText('Bloķēti lietotāji')
  await screenshot(page, 'admin-lv-dashboard')
  await page.getByTestId('attention-openReports').click()
  await expect(page).toHaveURL(/where%5Bstatus%5D%5Bequals%5D=open|where\[status\]\[equals\]=open/)

  // Oldest first: the seeded staff, whatever accounts earlier tests made.
  await page.goto('/admin/collections/users?sort=createdAt')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  const usersHead = page.locator('table thead')
  await expect(usersHead).toContainText('E-pasts')
  await expect(usersHead).toContainText('Bloķēts')
  // The sort buttons name their column to a screen reader, never '[object Object]'.
  await expect(usersHead.getByRole('button', { name: 'Kārtot pēc E-pasts Augošā secībā' })).toHaveCount(1)
  await expect(usersHead.locator('[aria-label*="object Object"]')).toHaveCount(0)
  // Booleans and roles in words, dates as dd.mm.yyyy HH:mm.
  const usersBody = page.locator('table tbody')
  // Written as a word, capitalised like every other cell; Payload's own cell lowercases it.
  await expect(usersBody.locator('td.cell-blocked').first()).toHaveText(/^(Nē|Jā)$/)
  await expect(usersBody).toContainText('Administrators')
  await expect(usersBody).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)
  expect(await englishOn(page)).toEqual([])
  await screenshot(page, 'admin-lv-users')

  // A seller's screen, with the subscription group open.
  await page.goto('/admin/collections/users?where[email][equals]=janis.liepins@example.lv')
  await page.locator('table tbody tr').first().locator('a').first().click()
  await expect(page.locator('input[name="first_name"]')).toHaveValue('Jānis')
  await expect(page.locator('.template-default__wrap')).toContainText('Abonements')
  await expect(page.locator('.template-default__wrap')).toContainText('Stripe klienta ID')
  await expect(page.locator('.template-default__wrap')).not.toContainText('Kopēt uz lokalizāciju')
  expect(await englishOn(page)).toEqual([])
  await screenshot(page, 'admin-lv-user')

  // The delete dialog names the collection without bending it.
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-delete').click()
  const dialog = page.locator('.confirmation-modal').first()
  await expect(dialog).toContainText('(Lietotājs)')
  await expect(dialog).not.toContainText('dzēst Lietotājs')
  await screenshot(page, 'admin-lv-user-delete')
  await dialog.getByRole('button', { name: 'Atcelt' }).click()

  await page.goto('/admin/collections/listings')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  // Prices grouped the Latvian way: '185 000 €'.
  await expect(page.locator('table tbody')).toContainText(/\d{1,3}(\u00a0\d{3})+\u00a0€/)
  await expect(page.locator('table thead').getByRole('button', { name: 'Kārtot pēc Nosaukums Augošā secībā' })).toHaveCount(1)
  await expect(page.locator('table thead [aria-label*="object Object"]')).toHaveCount(0)
  expect(await englishOn(page)).toEqual([])
  await screenshot(page, 'admin-lv-listings')
})

test('should show an editor only the content they keep', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logInToPanel(page, 'redaktors@bizness.lv')
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'Raksti' })).toBeVisible()
  for (const hidden of ['Lietotāji', 'Sludinājumi', 'Ielūgumi', 'Attēli', 'Pielikumi']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }
  // Nothing to moderate: no attention counts for editors.
  await expect(page.getByRole('heading', { name: 'Jāpievērš uzmanība' })).toHaveCount(0)
  await screenshot(page, 'admin-lv-editor-dashboard')
})
