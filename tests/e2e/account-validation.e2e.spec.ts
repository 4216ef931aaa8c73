import { expect, type Page, test } from '@playwright/test'

import { confirmedAccount, logIn, mailedLink } from '../helpers/browser-accounts'
import { screenshots } from '../helpers/screenshot'
import { lv } from '../helpers/messages'

/** The message shown at a field (tied to it with aria-describedby). */
const messageOf = (page: Page, name: string) => page.locator(`[id="field-${name}-message"]`)

test('should explain every empty or mismatched field of sign-up, login and forgot-password', async ({ page }) => {
  await page.goto('/signup')
  await page.getByRole('button', { name: lv.auth.signup.submit }).click()
  await expect(messageOf(page, 'first_name')).toHaveText(lv.auth.first_name_empty_error)
  await expect(messageOf(page, 'last_name')).toHaveText(lv.auth.last_name_empty_error)
  await expect(messageOf(page, 'phone')).toHaveText(lv.auth.phone_empty_error)
  await expect(messageOf(page, 'email')).toHaveText(lv.auth.email_empty_error)
  await expect(messageOf(page, 'password')).toHaveText(lv.auth.password_empty_error)
  await expect(messageOf(page, 'password_confirm')).toHaveText(lv.auth.password_confirm_empty_error)
  await expect(page.locator('input[name="first_name"]')).toBeFocused()
  await expect(page.locator('input[name="first_name"]')).toHaveAttribute('aria-invalid', 'true')
  await screenshots(page, 'signup-errors')
  await page.locator('input[name="password"]').fill('Parole-123')
  await page.locator('input[name="password_confirm"]').fill('Parole-124')
  await page.getByRole('button', { name: lv.auth.signup.submit }).click()
  await expect(messageOf(page, 'password_confirm')).toHaveText(lv.auth.password_confirm_error)

  await page.goto('/login')
  await page.getByRole('button', { name: lv.auth.login.submit }).click()
  await expect(messageOf(page, 'email')).toHaveText(lv.auth.email_empty_error)
  await expect(messageOf(page, 'password')).toHaveText(lv.auth.password_empty_error)
  await screenshots(page, 'login-errors')

  await page.goto('/forgot-password')
  await page.getByRole('button', { name: lv.auth.forgot.submit }).click()
  await expect(messageOf(page, 'email')).toHaveText(lv.auth.email_empty_error)
})

test('should keep the forgot-password button in progress after a failure until the address changes', async ({ page }) => {
  await page.goto('/forgot-password')
  await page.locator('input[name="email"]').fill('nav-adrese')
  await page.getByRole('button', { name: lv.auth.forgot.submit }).click()
  await expect(page.getByText(lv.validation.email).first()).toBeVisible()
  await expect(page.getByRole('button', { name: lv.auth.forgot.progress })).toBeDisabled()
  await page.locator('input[name="email"]').fill('nav-adrese@example.lv')
  await expect(page.getByRole('button', { name: lv.auth.forgot.submit })).toBeEnabled()
})

test('should explain an empty, short or mismatched new password on the reset page', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'atjauno')
  const asked = Date.now()
  expect((await request.post('/api/user/reset', { data: { email: person.email } })).status()).toBe(200)
  await page.goto(new URL(await mailedLink(person.email, '/forgot-password/', { after: asked })).pathname)
  const save = page.getByRole('button', { name: lv.auth.reset.submit })
  await save.click()
  await expect(messageOf(page, 'password')).toHaveText(lv.auth.password_error)
  await page.locator('input[name="password"]').fill('īsa')
  await save.click()
  await expect(messageOf(page, 'password')).toHaveText(lv.auth.password_length_error)
  await page.locator('input[name="password"]').fill('Pietiekami-gara')
  await page.locator('input[name="password_confirm"]').fill('Cita-parole')
  await save.click()
  await expect(messageOf(page, 'password_confirm')).toHaveText(lv.auth.password_confirm_error)
  await screenshots(page, 'reset-password-errors')
})

test('should send an invalid reset link to login', async ({ page }) => {
  await page.goto('/forgot-password/nav-derigs-kods')
  await expect(page).toHaveURL(/\/login$/)
})

test('should explain the change-password and invite rules to a signed-in seller', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'maina')
  await logIn(page, person)

  await page.goto('/app/user/password')
  const change = page.getByRole('button', { name: lv.app.user.password.submit })
  await change.click()
  await expect(messageOf(page, 'password')).toHaveText(lv.app.user.password.need_current_password)
  await expect(messageOf(page, 'new_password')).toHaveText(lv.app.user.password.need_new_password)
  await page.locator('input[name="password"]').fill(person.password)
  await page.locator('input[name="new_password"]').fill('īsa')
  await change.click()
  await expect(messageOf(page, 'new_password')).toHaveText(lv.app.user.password.need_valid_password)
  await page.locator('input[name="new_password"]').fill('Jauna-parole-1')
  await page.locator('input[name="new_password_confirm"]').fill('Jauna-parole-2')
  await change.click()
  await expect(messageOf(page, 'new_password_confirm')).toHaveText(lv.app.user.password.need_password_to_match)
  await screenshots(page, 'app-password-errors')

  // A wrong current password is the server's refusal, shown as its message.
  await page.locator('input[name="password"]').fill(`${person.password}-nav`)
  await page.locator('input[name="new_password_confirm"]').fill('Jauna-parole-1')
  await change.click()
  await expect(page.getByText(lv.account.current_password_wrong).first()).toBeVisible()
  await page.locator('input[name="password"]').fill(person.password)
  await change.click()
  await expect(page.getByText(lv.app.user.password.password_success_message)).toBeVisible()

  await page.goto('/app/user/invite')
  await page.getByRole('button', { name: lv.app.user.invite.submit }).click()
  await expect(messageOf(page, 'email')).toHaveText(lv.app.user.invite.need_email)
  await screenshots(page, 'app-invite-errors')
})
