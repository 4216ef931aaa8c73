import { expect, test } from '@playwright/test'

import { confirmedAccount, logIn, uniqueEmail } from './helpers/account'
import { screenshots } from './helpers/screenshot'
import { en, lv } from './helpers/messages'

const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'e2e-demo-password'

test('should welcome a seller and save the profile with field errors from the server', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'profils')
  await logIn(page, person)
  await page.goto('/app')
  await expect(page.getByRole('link', { name: new RegExp(lv.app.home.post) }).first()).toHaveAttribute('href', '/app/listing/post')
  await screenshots(page, 'app-home')

  await page.getByRole('navigation', { name: lv.app.nav.label }).getByRole('link', { name: lv.app.nav.settings }).click()
  await expect(page).toHaveURL(/\/app\/user\/settings$/)
  await screenshots(page, 'app-settings')
  const save = page.getByRole('button', { name: lv.app.user.settings.submit })
  await page.locator('input[name="first_name"]').fill('')
  await save.click()
  await expect(page.getByText(lv.app.user.settings.settings_error_message)).toBeVisible()
  await expect(page.locator('input[name="first_name"]')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('[id="field-first_name-message"]')).toHaveText(lv.account.first_name_empty)
  await page.locator('input[name="first_name"]').fill('Annija')
  await page.locator('input[name="email"]').fill('janis.liepins@example.lv')
  await save.click()
  await expect(page.locator('[id="field-email-message"]')).toHaveText(lv.account.email_taken)
  await expect(page.locator('input[name="first_name"]')).not.toHaveAttribute('aria-invalid', 'true')
  await screenshots(page, 'app-settings-errors')

  await page.locator('input[name="email"]').fill(person.email)
  await page.getByRole('button', { name: lv.app.user.settings.submit }).click()
  await expect(page.getByText(lv.app.user.settings.settings_success_message)).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').first_name)).toBe('Annija')

  await page.goto('/app/user/password')
  await screenshots(page, 'app-password')
  await page.goto('/app/user/invite')
  await screenshots(page, 'app-invite')
})

test('should list a seller’s listings with view and edit, or offer a first one', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'tukss')
  await logIn(page, person)
  await page.goto('/app/listing/my')
  await expect(page.getByText(lv.app.listing.my.empty)).toBeVisible()
  await expect(page.locator('#content').getByRole('link', { name: lv.app.listing.my.post })).toHaveAttribute('href', '/app/listing/post')
  await screenshots(page, 'app-listings-empty')

  await page.evaluate(() => localStorage.clear())
  await page.context().clearCookies()
  await logIn(page, { email: 'janis.liepins@example.lv', password: DEMO_PASSWORD })
  await page.goto('/en/app/listing/my')
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: en.app.listing.my.edit }) })
  await expect(rows.first()).toBeVisible()
  const view = rows.first().getByRole('link', { name: /opens in a new tab/ })
  await expect(view).toHaveAttribute('target', '_blank')
  await expect(view).toHaveAttribute('href', /^\/en\/bizness\/[a-z0-9-]+$/)
  await expect(rows.first().getByRole('link', { name: en.app.listing.my.edit })).toHaveAttribute('href', /^\/en\/app\/listing\/edit\/\d+$/)
  await screenshots(page, 'app-listings-en')
})

test('should invite a team member, refuse a second invitation and cancel it', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'komanda')
  await logIn(page, person)
  await page.goto('/app/team')
  await expect(page.getByRole('cell', { name: new RegExp(person.email) })).toBeVisible()
  await screenshots(page, 'app-team')

  const colleague = uniqueEmail('kolega')
  await page.getByRole('button', { name: lv.app.team.add_member }).click()
  await page.getByRole('button', { name: lv.app.team.send }).click()
  await expect(page.locator('[id="team-invite-email-message"]')).toHaveText(lv.app.team.need_email)
  await page.locator('input[name="email"]').fill(colleague)
  await page.getByRole('button', { name: lv.app.team.send }).click()
  await expect(page.getByText(lv.app.team.invite_success.replace('{email}', colleague))).toBeVisible()
  await expect(page.getByRole('cell', { name: colleague })).toBeVisible()
  await screenshots(page, 'app-team-invited')

  await page.getByRole('button', { name: lv.app.team.send_another }).click()
  await page.locator('input[name="email"]').fill(colleague)
  await page.getByRole('button', { name: lv.app.team.send }).click()
  await expect(page.getByText(lv.app.team.already_invited)).toBeVisible()
  await screenshots(page, 'app-team-error')

  await page.getByRole('button', { name: lv.app.team.cancel }).click()
  await expect(page.getByText(lv.app.team.no_invites)).toBeVisible()
})

test('should show the plans in dollars and say payments are not configured', async ({ page, request }) => {
  const person = await confirmedAccount(request, 'plans')
  await logIn(page, person)
  await page.goto('/app/plan')
  await expect(page.getByText(lv.payments.notConfigured).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: lv.payments.plans.pro })).toBeVisible()
  await expect(page.getByText('$19', { exact: true })).toBeVisible()
  // The radio covers its label, as the segmented control is drawn; click it as a person would.
  await page.getByRole('radio', { name: lv.app.plan.yearly }).check()
  await expect(page.getByText('$190', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: lv.app.plan.selected })).toBeDisabled()
  await screenshots(page, 'app-plan')

  await page.getByRole('button', { name: lv.app.plan.select }).first().click()
  await expect(page.locator('[data-tone="error"]')).toHaveText(lv.payments.notConfigured)

  await page.goto('/en/app/plan')
  await expect(page.getByText(en.payments.notConfigured).first()).toBeVisible()
  await expect(page.getByText('$49', { exact: true })).toBeVisible()
  await screenshots(page, 'app-plan-en')
})
