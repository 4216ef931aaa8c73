import { type Browser, expect, type Page, test } from '@playwright/test'

import { confirmedAccount, logIn, type Person } from '../helpers/browser-accounts'
import { en, lv } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

const sessions = lv.app.user.sessions
const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
}
const PHONE_NAME = sessions.on_system.replace('{browser}', 'Safari 17').replace('{os}', 'iOS')

/** An /app page shows to a signed-in browser and sends one whose session ended to login. */
async function expectSignedIn(page: Page, signedIn: boolean) {
  await page.goto('/app/user/settings')
  if (signedIn) await expect(page.getByRole('heading', { name: sessions.title })).toBeVisible()
  else await expect(page).toHaveURL(/\/login$/)
}

/** `person` signed in on a phone as well: another browser with an iPhone's User-Agent. */
async function signedInOnPhone(browser: Browser, person: Person) {
  const phone = await browser.newContext(PHONE)
  const page = await phone.newPage()
  await logIn(page, person)
  return page
}

const sessionRows = (page: Page) => page.getByRole('list', { name: sessions.title }).getByRole('listitem')

test('should list the seller’s sessions on the settings page and end the phone’s', async ({ page, browser, request }) => {
  const person = await confirmedAccount(request, 'sesijas')
  await logIn(page, person)
  const phone = await signedInOnPhone(browser, person)

  await page.goto('/app/user/settings')
  await expect(sessionRows(page)).toHaveCount(2)
  await expect(sessionRows(page).first()).toContainText(sessions.this_device)
  await expect(sessionRows(page).nth(1)).toContainText(PHONE_NAME)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.evaluate(() => document.fonts.ready)
    await screenshot(page, 'app-settings-sessions')
  }

  await page.getByRole('button', { name: sessions.end_label.replace('{device}', PHONE_NAME) }).click()
  await expect(sessionRows(page)).toHaveCount(1)
  await expect(page.getByText(sessions.only_this)).toBeVisible()
  await expectSignedIn(phone, false)

  await page.goto('/en/app/user/settings')
  await expect(page.getByRole('heading', { name: en.app.user.sessions.title })).toBeVisible()
  await expect(page.getByText(en.app.user.sessions.this_device)).toBeVisible()
  await phone.context().close()
})

test('should sign the seller out of every other device at once', async ({ page, browser, request }) => {
  const person = await confirmedAccount(request, 'visur')
  const phone = await signedInOnPhone(browser, person)
  const tablet = await signedInOnPhone(browser, person)
  await logIn(page, person)

  await page.goto('/app/user/settings')
  await expect(sessionRows(page)).toHaveCount(3)
  await page.getByRole('button', { name: sessions.end_others }).click()
  await expect(sessionRows(page)).toHaveCount(1)
  await expectSignedIn(phone, false)
  await expectSignedIn(tablet, false)
  await expectSignedIn(page, true)
  await phone.context().close()
  await tablet.context().close()
})
