import { type Browser, expect, type Page, test } from '@playwright/test'

import type { Listing } from '@/payload-types'

import { confirmedAccount, logIn, type Person, waitForMail } from '../helpers/browser-accounts'
import { en, lv } from '../helpers/messages'
import { LOCAL_REGISTRATION_NUMBER, serverPayload } from '../helpers/server-payload'
import { screenshot } from '../helpers/screenshot'

/*
 * Access to a confidential listing by its NDA (issue 34, items 3, 4 and 7): a buyer reads the NDA
 * on the listing's page, accepts it and sees the listing whole; a seller who approves each buyer
 * approves one in /app and later revokes, and the buyer's next visit shows the public face again.
 * In Latvian and English, on a phone (390 px) and a desktop (1280 px), with screenshots.
 */

const WIDTHS = [390, 1280]
/** The listing's exact turnover as either language writes it (1 234 567 €, €1,234,567): only the whole listing shows it. */
const EXACT_TURNOVER = /1[\s,]234[\s,]567/
/** Accounts are made through the mailed link, which the queue delivers within half a minute on a loaded machine. */
const ACCOUNTS_TIMEOUT_MS = 240_000
const LANGUAGES = [
  ['', lv, 'lv'],
  ['/en', en, 'en'],
] as const

async function screenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.evaluate(() => document.fonts.ready)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await screenshot(page, name)
  }
}

/** A confidential listing of `seller`'s, made as the seller's form would. */
async function confidentialListing(baseURL: string, seller: Person, data: Partial<Listing> = {}) {
  const payload = await serverPayload(baseURL)
  const {
    docs: [owner],
  } = await payload.find({ collection: 'users', where: { email: { equals: seller.email } }, limit: 1 })
  const {
    docs: [category],
  } = await payload.find({ collection: 'categories', limit: 1 })
  return payload.create({
    collection: 'listings',
    data: {
      title: `Konfidenciāls ražotājs ${Date.now()}`,
      description: 'Ražotne ar ilggadējiem klientiem Baltijā.',
      category: category!.id,
      owner: owner!.id,
      registration_number: LOCAL_REGISTRATION_NUMBER,
      price: 450_000,
      shares_to_sold: 100,
      turnover: 1_234_567,
      profit: 98_765,
      employees: 23,
      confidential: true,
      ...data,
    } as Listing,
  })
}

async function signedIn(browser: Browser, person: Person, prefix: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await logIn(page, person, `${prefix}/login`)
  return page
}

for (const [prefix, messages, locale] of LANGUAGES) {
  test(`should let a buyer read the NDA, accept it and see the listing whole (${locale})`, async ({ browser, request, baseURL }) => {
    test.setTimeout(ACCOUNTS_TIMEOUT_MS)
    const t = messages.nda
    const seller = await confirmedAccount(request, 'pardevejs')
    const listing = await confidentialListing(baseURL!, seller)
    const buyer = await signedIn(browser, await confirmedAccount(request, 'pircejs'), prefix)

    await buyer.goto(`${prefix}/bizness/${listing.slug}`)
    const block = buyer.getByTestId('nda-block')
    await expect(block.getByRole('heading', { name: t.block.title })).toBeVisible()
    await expect(buyer.getByTestId('confidential-note')).toBeVisible()
    await expect(buyer.getByText(EXACT_TURNOVER)).toHaveCount(0)
    await expect(block.getByRole('button', { name: t.block.accept })).toBeVisible()
    await block.getByLabel(t.block.company).fill('SIA Pircēji')
    await screenshots(buyer, `nda-block-${locale}`)

    await block.getByRole('button', { name: t.block.accept }).click()
    // Access at once: the page, read again, is the whole listing.
    await expect(buyer.getByTestId('confidential-whole')).toBeVisible()
    await expect(buyer.getByTestId('nda-block')).toHaveCount(0)
    await expect(buyer.getByText(EXACT_TURNOVER).first()).toBeVisible()
    await screenshots(buyer, `nda-whole-${locale}`)
    await buyer.context().close()
  })

  test(`should let a seller approve a waiting buyer and then revoke, closing the listing at once (${locale})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(ACCOUNTS_TIMEOUT_MS)
    const t = messages.nda
    const seller = await confirmedAccount(request, 'pardevejs')
    const listing = await confidentialListing(baseURL!, seller, { nda_approval: 'approve' })
    const buyerPerson = await confirmedAccount(request, 'pircejs')
    const buyer = await signedIn(browser, buyerPerson, prefix)

    await buyer.goto(`${prefix}/bizness/${listing.slug}`)
    await buyer.getByTestId('nda-block').getByRole('button', { name: t.block.accept }).click()
    await expect(buyer.getByText(t.block.pending)).toBeVisible()
    await screenshots(buyer, `nda-pending-${locale}`)

    // The seller finds the NDA view from their listings.
    const sellerPage = await signedIn(browser, seller, prefix)
    await sellerPage.goto(`${prefix}/app/listing/my`)
    await sellerPage.getByTestId('nda-access-link').click()
    await expect(sellerPage).toHaveURL(new RegExp(`/app/listing/nda/${listing.id}$`))
    const name = `${buyerPerson.first_name} ${buyerPerson.last_name}`
    const row = sellerPage.getByTestId('nda-acceptances').getByRole('listitem').filter({ hasText: name })
    await expect(row).toHaveAttribute('data-state', 'pending')
    await expect(sellerPage.getByLabel(t.approvalModes.approve)).toBeChecked()
    await screenshots(sellerPage, `nda-seller-pending-${locale}`)

    const approvedAt = Date.now() - 1000
    await row.getByRole('button', { name: `${t.seller.approve}: ${name}` }).click()
    await expect(row).toHaveAttribute('data-state', 'granted')
    const [approvedMail] = await waitForMail(buyerPerson.email, approvedAt, 1)
    expect(approvedMail!.subject).toBe(messages.email.nda.approve.subject.replace('{title}', listing.title))
    await buyer.reload()
    await expect(buyer.getByTestId('confidential-whole')).toBeVisible()

    await row.getByRole('button', { name: `${t.seller.revoke}: ${name}` }).click()
    await expect(row).toHaveAttribute('data-state', 'revoked')
    await screenshots(sellerPage, `nda-seller-revoked-${locale}`)
    // The buyer's next request gets the public face, and the page says why.
    await buyer.reload()
    await expect(buyer.getByTestId('confidential-note')).toBeVisible()
    await expect(buyer.getByText(t.block.revoked)).toBeVisible()
    await expect(buyer.getByText(EXACT_TURNOVER)).toHaveCount(0)
    await screenshots(buyer, `nda-revoked-${locale}`)
    // Counted from the approval: a second's slack before the revocation could take in the approval's mail.
    const decided = await waitForMail(buyerPerson.email, approvedAt, 2)
    expect(decided.map((mail) => mail.subject)).toContain(messages.email.nda.revoke.subject.replace('{title}', listing.title))
    await buyer.context().close()
    await sellerPage.context().close()
  })
}
