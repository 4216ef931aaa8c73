import crypto from 'node:crypto'

import { expect, test } from '@playwright/test'

import { totpCode } from '@/lib/second-factor/totp'

import { DEMO_PASSWORD, logInToPanel } from '../helpers/browser-accounts'
import { lv } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

const t = lv.secondFactor

test('should open no panel to staff with the password alone', async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill('moderators@bizness.lv')
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('heading', { name: t.title_code })).toBeVisible()
  await expect(page.locator('input[name="code"]')).toBeVisible()
  await screenshot(page, 'admin-login-code')

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  const me = await page.evaluate(async () => (await (await fetch('/api/users/me')).json()) as { user: unknown })
  expect(me.user).toBeNull()
})

test('should walk a new editor through the setup at the first login, and let an admin reset it', async ({ page, browser }) => {
  const editor = {
    email: `redaktore-${crypto.randomBytes(4).toString('hex')}@example.lv`,
    password: `Parole-${crypto.randomBytes(4).toString('hex')}`,
  }
  const admin = await browser.newPage()
  await logInToPanel(admin, 'admin@bizness.lv')
  const created = await admin.evaluate(
    async (data) =>
      (
        await fetch('/api/users', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...data, first_name: 'Ieva', last_name: 'Redaktore', roles: ['editor'], _verified: true }),
        })
      ).json() as Promise<{ doc: { id: number } }>,
    editor,
  )

  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(editor.email)
  await page.locator('input[name="password"]').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('heading', { name: t.title_enrol })).toBeVisible()
  await expect(page.getByRole('img', { name: t.qr_alt })).toBeVisible()
  await screenshot(page, 'admin-login-setup')
  const secret = (await page.getByTestId('second-factor-secret').textContent())!
  await page.locator('input[name="code"]').fill(totpCode(secret))
  await page.locator('button[type="submit"]').click()

  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
  await page.getByRole('button', { name: t.continue }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await admin.goto(`/admin/collections/users/${created.doc.id}`)
  const status = admin.getByTestId('second-factor-status')
  await expect(status).toContainText(t.panel_on.split(' {date}')[0])
  admin.once('dialog', (dialog) => dialog.accept())
  await status.getByRole('button', { name: t.panel_reset }).click()
  await expect(status.getByRole('status')).toHaveText(lv.account.second_factor_reset_done)

  // The editor's session ended with the reset; the next login sets a new factor up.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.locator('input[name="email"]').fill(editor.email)
  await page.locator('input[name="password"]').fill(editor.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('heading', { name: t.title_enrol })).toBeVisible()
  await admin.close()
})
