import crypto from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { SPARE_REGISTRATION_NUMBERS } from '../../src/seed/data/registration-numbers'

import { confirmedAccount, logIn } from '../helpers/browser-accounts'
import { ru } from '../helpers/messages'
import { screenshot } from '../helpers/screenshot'

/*
 * Issue 36, item 6: a seller who reads Russian, on a phone (390 px) and a desktop (1280 px),
 * logs in on /ru, posts a listing written in Russian through the Russian form, finds it in their
 * Russian seller's area, on its public page as written, and by a Russian word in the search.
 */

const t = ru.listingForm

/** The current screen at both widths, back to the phone's after. */
async function bothScreens(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.evaluate(() => document.fonts.ready)
    await screenshot(page, `ru-seller-${name}`)
  }
}

test('should take a Russian-speaking seller from the login through posting a listing in Russian to finding it by a Russian word', async ({
  page,
  request,
}) => {
  const person = await confirmedAccount(request, 'prodavets')
  const word = `пекарня${crypto.randomBytes(3).toString('hex')}`
  const title = `Северная ${word} в Риге`
  await page.setViewportSize({ width: 390, height: 844 })

  await page.goto('/ru/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.auth.login.title)
  await logIn(page, person, '/ru/login')
  // Still in Russian after the login.
  await expect(page).toHaveURL(/\/ru(\/|$)/)

  await page.goto('/ru/app/listing/post')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titlePost)
  await page.getByLabel(t.title).fill(title)
  await page.getByLabel(t.category).selectOption({ index: 1 })
  await page.getByLabel(t.location, { exact: true }).selectOption({ index: 1 })
  await page.getByLabel(t.price).pressSequentially('185000')
  await page.getByLabel(t.shares).fill('100')
  await page.getByLabel(t.turnover).pressSequentially('420000')
  await page.getByLabel(t.profit).pressSequentially('38000')
  await page.getByLabel(t.employees).pressSequentially('14')
  await page.getByLabel(ru.registry.form.number).fill(SPARE_REGISTRATION_NUMBERS[2])
  await page.getByLabel(t.description).fill('Семейная пекарня с двадцатилетней историей и постоянными покупателями в магазинах Риги.')
  await page.getByLabel(t.phone).fill('+371 26123456')
  await page.getByLabel(t.email).fill(person.email)
  // Figures are grouped as Russian is written in Latvia.
  await expect(page.getByLabel(t.price)).toHaveValue('185 000')
  await bothScreens(page, 'form')
  await page.getByRole('button', { name: t.create }).click()
  await expect(page.getByText(t.created)).toBeVisible()
  await expect(page).toHaveURL(/\/ru\/app\/listing\/my$/)
  await expect(page.getByText(title)).toBeVisible()
  await bothScreens(page, 'my-listings')

  await page.getByRole('link', { name: ru.app.listing.my.edit_label.replace('{title}', title) }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titleEdit)
  const publicHref = (await page.getByRole('link', { name: t.viewListing }).getAttribute('href'))!
  // Its address in Latin letters, made from the Russian title.
  expect(publicHref).toMatch(/^\/ru\/bizness\/severnaia-pekarnia[0-9a-f]{6}-v-rige$/)

  // The seller's own words as written, in a Russian page.
  await page.goto(publicHref)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('Семейная пекарня с двадцатилетней историей')).toBeVisible()
  await bothScreens(page, 'listing')

  // A buyer on /ru finds it by a Russian word, in any case.
  await page.goto(`/ru/bizness?q=${encodeURIComponent(word.toUpperCase())}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await bothScreens(page, 'search')
})
