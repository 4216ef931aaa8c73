import { expect, test } from '@playwright/test'

import { confirmedAccount, logIn, mailedLink, uniqueEmail } from '../helpers/browser-accounts'
import { lv } from '../helpers/messages'
import { screenshots } from '../helpers/screenshot'

test('should change a seller’s e-mail only with the current password and the link mailed to the new address', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'maina-epastu')
  await logIn(page, person)
  await page.goto('/app/user/settings')
  const password = page.locator('input[name="password"]')
  await expect(password).toHaveCount(0)

  const next = uniqueEmail('jaunais')
  await page.locator('input[name="email"]').fill(next)
  await expect(password).toBeVisible()
  await page.getByRole('button', { name: lv.app.user.settings.submit }).click()
  await expect(page.locator('[id="field-password-message"]')).toHaveText(lv.account.email_change_needs_password)

  await password.fill(person.password)
  const asked = Date.now()
  await page.getByRole('button', { name: lv.app.user.settings.submit }).click()
  await expect(page.getByText(lv.account.email_change_sent.replace('{email}', next))).toBeVisible()
  await screenshots(page, 'app-settings-email-change')
  // Until the new address answers, the account keeps the old one.
  await page.reload()
  await expect(page.locator('input[name="email"]')).toHaveValue(person.email)

  const link = await mailedLink(next, '/confirm-email/', { after: asked })
  await page.goto(new URL(link).pathname)
  await expect(page.getByText(lv.auth.confirm_email_success_message)).toBeVisible()
  await page.goto('/app/user/settings')
  await expect(page.locator('input[name="email"]')).toHaveValue(next)
})
