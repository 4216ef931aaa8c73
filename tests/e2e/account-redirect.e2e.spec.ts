import { expect, test } from '@playwright/test'

import { confirmedAccount, logIn } from '../helpers/browser-accounts'
import { lv } from '../helpers/messages'

test('should send a logged-out visitor of /app to login and back after it', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'atgriezas')
  await page.goto('/app/user/settings')
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('app_redirect'))).toBe('/app/user/settings')
  await logIn(page, person)
  await expect(page).toHaveURL(/\/app\/user\/settings$/)
  await expect(page.locator('input[name="email"]')).toHaveValue(person.email)
  expect(await page.evaluate(() => localStorage.getItem('app_redirect'))).toBeNull()
})

test('should land on the home page whatever foreign address app_redirect holds', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'viltus')
  for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    await page.goto('/login')
    await page.evaluate((value) => localStorage.setItem('app_redirect', value), hostile)
    await logIn(page, person)
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
    await page.evaluate(() => localStorage.clear())
    await page.context().clearCookies()
  }
})

test('should send an ended session from /app to login and back after it', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'beidzas')
  await logIn(page, person)
  await page.goto('/app')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lv.app.home.greeting.replace('{name}', person.first_name))

  // The cookie is gone (expired, or forged and refused) but the browser still stores the user.
  await page.context().clearCookies()
  await page.goto('/app')
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  await logIn(page, person)
  await expect(page).toHaveURL(/\/app$/)
})

test('should log out on a 401 from a call and come back to the page after login', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'izmests')
  await logIn(page, person)
  await page.goto('/app/user/invite')
  await page.context().clearCookies()
  await page.locator('input[name="email"]').fill('draugs@example.lv')
  await page.getByRole('button', { name: lv.app.user.invite.submit }).click()
  await expect(page).toHaveURL(/\/login$/)
  await logIn(page, person)
  await expect(page).toHaveURL(/\/app\/user\/invite$/)
})

test('should keep private pages out of indexes and caches', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'privats')
  await logIn(page, person)
  const response = await page.goto('/en/app/plan')
  expect(response?.headers()['cache-control']).toMatch(/no-store/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})
