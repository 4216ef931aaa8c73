import { expect, test } from '@playwright/test'

import { confirmedAccount, logIn, mailedLink, newPerson } from '../helpers/browser-accounts'
import { screenshots } from '../helpers/screenshot'
import { lv } from '../helpers/messages'

test('should sign up, confirm the e-mailed link, log in and log out', async ({ page }) => {
  const person = newPerson('jauns')
  await page.goto('/signup')
  await screenshots(page, 'signup')
  for (const field of ['first_name', 'last_name', 'phone', 'email', 'password'] as const) {
    await page.locator(`input[name="${field}"]`).fill(person[field])
  }
  await page.locator('input[name="password_confirm"]').fill(person.password)
  await page.getByRole('button', { name: lv.auth.signup.submit }).click()
  await expect(page.getByText(lv.account.signup_success)).toBeVisible()
  await screenshots(page, 'signup-done')

  const link = new URL(await mailedLink(person.email, '/confirm-email/'))
  await page.goto(link.pathname)
  await expect(page.getByText(lv.auth.confirm_email_success_message)).toBeVisible()
  await screenshots(page, 'confirm-email')
  await page.locator('#content').getByRole('link', { name: lv.auth.confirm.login }).click()
  await expect(page).toHaveURL(/\/login$/)

  await screenshots(page, 'login')
  await logIn(page, person)
  await expect(page).toHaveURL(/\/$/)
  const header = page.getByRole('navigation', { name: lv.nav.menu })
  await expect(header.getByRole('link', { name: lv.nav.create })).toBeVisible()
  await expect(header.getByRole('link', { name: lv.nav.profile })).toBeVisible()
  expect(await page.evaluate(() => [JSON.parse(localStorage.getItem('user') ?? 'null')?.email, localStorage.getItem('locale')])).toEqual([
    person.email,
    'lv',
  ])

  await header.getByRole('button', { name: lv.nav.logout }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(header.getByRole('link', { name: lv.nav.signup })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
})

test('should show the confirmation error for a used or unknown code', async ({ page }) => {
  await page.goto('/confirm-email/nav-tads-kods')
  await expect(page.getByText(lv.auth.confirm_email_error_message)).toBeVisible()
})

test('should set a new password through the e-mailed link and log in with it', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'aizmirsa')
  await page.goto('/login')
  await page.getByRole('link', { name: lv.auth.login.forgot }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await screenshots(page, 'forgot-password')
  const asked = Date.now()
  await page.locator('input[name="email"]').fill(person.email)
  await page.getByRole('button', { name: lv.auth.forgot.submit }).click()
  await expect(page.getByText(lv.account.reset_sent)).toBeVisible()

  const link = new URL(await mailedLink(person.email, '/forgot-password/', { after: asked }))
  await page.goto(link.pathname)
  await expect(page.locator('input[name="password"]')).toBeVisible()
  await screenshots(page, 'reset-password')
  const fresh = `Jauna-${person.password}`
  await page.locator('input[name="password"]').fill(fresh)
  await page.locator('input[name="password_confirm"]').fill(fresh)
  await page.getByRole('button', { name: lv.auth.reset.submit }).click()
  await expect(page.getByText(lv.account.reset_success)).toBeVisible()

  // The link works once: opened again it leads to login.
  await page.goto(link.pathname)
  await expect(page).toHaveURL(/\/login$/)
  await logIn(page, { email: person.email, password: fresh })
  await expect(page).toHaveURL(/\/$/)
})

test('should show the login refusal in a banner', async ({ page }) => {
  await page.goto('/en/login')
  await page.locator('input[name="email"]').fill('nobody@example.lv')
  await page.locator('input[name="password"]').fill('wrong-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible()
  await screenshots(page, 'login-refused-en')
})
