import crypto from 'node:crypto'

import { expect, test } from '@playwright/test'

import { SPARE_REGISTRATION_NUMBERS } from '../../src/seed/data/registration-numbers'
import type { ListingDetail } from '@/services/listings/listing-shapes'

import { confirmedAccount, logIn } from '../helpers/browser-accounts'
import { en, lv } from '../helpers/messages'
import { screenshots } from '../helpers/screenshot'

/*
 * The demo site carries a sample register (src/seed/registry.ts). A seller posts a listing with
 * one of its spare companies' registration numbers and finds the register's badge and filed
 * figures on the listing's page; a wrong check digit is refused in the form, naming the field.
 */

const t = lv.listingForm
const r = lv.registry

test('should let a seller post with a registration number and show the register’s badge on the listing page', async ({ page, request }) => {
  const seller = await confirmedAccount(request, 'registrs')
  await logIn(page, seller)
  const title = `SIA Reģistrā pārbaudīta ${crypto.randomBytes(3).toString('hex')}`

  await page.goto('/app/listing/post')
  await page.getByLabel(t.title).fill(title)
  await page.getByLabel(t.category).selectOption({ index: 1 })
  await page.getByLabel(t.turnover).pressSequentially('260000')
  await page.getByLabel(t.profit).pressSequentially('21000')
  await page.getByLabel(t.employees).pressSequentially('5')
  await page.getByLabel(t.description).fill('Uzņēmums ar stabiliem klientiem un iesniegtiem pārskatiem.')

  // A mistyped last digit is refused, naming the field, and nothing is saved.
  const number = SPARE_REGISTRATION_NUMBERS[1]
  const mistyped = `${number.slice(0, 10)}${(Number(number[10]) + 1) % 10}`
  await page.getByLabel(r.form.number).fill(mistyped)
  await page.getByRole('button', { name: t.create }).click()
  await expect(page.locator('#field-registration_number-message')).toHaveText(r.numberCheckDigit)
  await expect(page.getByLabel(r.form.number)).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel(r.form.number).fill(number)
  await page.getByLabel(r.form.showNumber).check()
  await page.getByRole('button', { name: t.create }).click()
  await expect(page).toHaveURL(/\/app\/listing\/my$/)

  // The seller's own list, read from the page as the app reads it (the session cookie goes with the page's origin).
  const mine = await page.evaluate(
    async () => (await (await fetch('/api/listing/my')).json()) as { listings: { title: string; slug: string }[] },
  )
  const slug = mine.listings.find((each) => each.title === title)!.slug
  await page.goto(`/bizness/${slug}`)
  await expect(page.getByTestId('registry-badge')).toHaveText(r.page.badgeSample)
  const facts = page.getByTestId('registry-facts')
  await expect(facts).toContainText(number)
  await expect(facts.locator('[data-figure="turnover"]')).toContainText('260 000')
  await expect(facts.locator('[data-figure="turnover"]')).toContainText('180 000')
  // 260 000 said against 180 000 filed is more than 20 % apart; 5 employees are as filed.
  await expect(facts.locator('[data-figure="turnover"]')).toHaveAttribute('data-differs', 'true')
  await expect(facts.locator('[data-figure="employees"]')).not.toHaveAttribute('data-differs')
  await expect(page.getByTestId('registry-differs')).toContainText(r.page.differs)
  await screenshots(page, 'listing-registry-badge')

  await page.goto(`/en/bizness/${slug}`)
  await expect(page.getByTestId('registry-badge')).toHaveText(en.registry.page.badgeSample)
})

test('should keep the filed figures off the page of a listing whose seller keeps the number private, saying which figures stray', async ({
  page,
  request,
}) => {
  const { listings } = (await (await request.post('/api/listing/index?locale=lv', { data: {} })).json()) as { listings: { slug: string }[] }
  const details = await Promise.all(
    listings.map(async ({ slug }) => (await (await request.get(`/api/listing/get/${slug}/slug`)).json()).listing as ListingDetail),
  )
  const confidential = details.find(
    (listing) => listing.registry.checked && listing.registration_number === null && listing.turnover !== null,
  )!
  expect(confidential.registry).toMatchObject({ figures_hidden: true, turnover: null, profit: null, employees: null })

  await page.goto(`/bizness/${confidential.slug}`)
  await expect(page.getByTestId('registry-badge')).toHaveText(r.page.badgeSample)
  await expect(page.getByTestId('registry-facts').locator('table')).toHaveCount(0)
  await expect(page.getByTestId('registry-hidden')).toHaveText(
    confidential.registry.differs.length === 0
      ? r.page.hiddenAgrees
      : r.page.hiddenDiffers.replace('{figures}', confidential.registry.differs.map((figure) => r.page[figure].toLowerCase()).join(', ')),
  )
  await screenshots(page, 'listing-registry-confidential')
})
