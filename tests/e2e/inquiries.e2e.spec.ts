import crypto from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import { expect, test } from '@playwright/test'

import { INQUIRY_MIN_FILL_SECONDS } from '@/lib/inquiry/limits'
import type { Listing } from '@/payload-types'

import { confirmedAccount, logIn, mailedLink, uniqueEmail, waitForMail } from '../helpers/browser-accounts'
import { en, lv } from '../helpers/messages'
import { outboxMail, serverOutbox } from '../helpers/outbox'
import { LOCAL_REGISTRATION_NUMBER, serverPayload } from '../helpers/server-payload'
import { screenshots } from '../helpers/screenshot'

/*
 * Inquiries and seller statistics (issue 25, items 6 and 7; issue 32, item 1): a buyer reads a
 * listing (the page's beacon counts the view), sends the seller a question through the site and
 * opens the link mailed to them; the seller's mail arrives with Reply-To the buyer, and the
 * seller's statistics show the view and the inquiry.
 */

test('should carry a buyer’s inquiry to the seller’s mail and show it in the seller’s statistics', async ({
  browser,
  request,
  baseURL,
}) => {
  const seller = await confirmedAccount(request, 'pardevejs')
  const payload = await serverPayload(baseURL!)
  const {
    docs: [owner],
  } = await payload.find({ collection: 'users', where: { email: { equals: seller.email } }, limit: 1 })
  const title = `Kafejnīca ar terasi ${Date.now()}`
  const {
    docs: [category],
  } = await payload.find({ collection: 'categories', limit: 1 })
  // Figures like every listing's, since the listing pages' tests read the newest ones.
  const listing = await payload.create({
    collection: 'listings',
    data: {
      title,
      description: 'Kafejnīca Rīgas centrā ar pastāvīgiem klientiem.',
      category: category!.id,
      owner: owner!.id,
      registration_number: LOCAL_REGISTRATION_NUMBER,
      price: 85_000,
      shares_to_sold: 100,
      turnover: 210_000,
      profit: 24_000,
      employees: 4,
    } as Listing,
  })

  // The buyer, on a phone.
  const buyerContext = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const buyer = await buyerContext.newPage()
  const beacon = buyer.waitForRequest((req) => req.url().endsWith(`/api/listing/view/${listing.slug}`) && req.method() === 'POST')
  await buyer.goto(`/bizness/${listing.slug}`)
  await beacon

  const form = lv.inquiries.form
  await buyer.getByRole('button', { name: form.open }).click()
  const inquiry = buyer.getByRole('form', { name: form.title })
  await expect(inquiry.getByLabel(form.name)).toBeFocused()
  const buyerEmail = uniqueEmail('pircejs')
  await inquiry.getByLabel(form.name).fill('Jānis Pircējs')
  await inquiry.getByLabel(form.email).fill(buyerEmail)
  await inquiry.getByLabel(form.message).fill('Labdien! Vai kafejnīcai ir ilgtermiņa nomas līgums?')
  // The bot trap is out of sight and out of the way.
  await expect(inquiry.locator('input[name="website"]')).not.toBeInViewport()
  await expect(inquiry.getByRole('button', { name: form.submit })).toBeEnabled()
  await screenshots(buyer, 'inquiry-form')
  // A person takes longer than a script to write; the server holds the line at this.
  await buyer.waitForTimeout(INQUIRY_MIN_FILL_SECONDS * 1000)
  const sentAt = Date.now() - 1000
  await inquiry.getByRole('button', { name: form.submit }).click()
  await expect(buyer.getByText(lv.inquiries.confirmMailed)).toBeVisible()
  await screenshots(buyer, 'inquiry-sent')

  // Nothing reaches the seller until the buyer opens the link in their own mailbox.
  const link = new URL(await mailedLink(buyerEmail, '/confirm-inquiry/', { after: sentAt }))
  expect(await outboxMail(serverOutbox(), seller.email, { after: sentAt })).toEqual([])
  await buyer.goto(link.pathname)
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(lv.inquiries.confirmPage.title)
  await expect(buyer.getByText(lv.inquiries.confirmed)).toBeVisible()
  await screenshots(buyer, 'inquiry-confirmed')
  await buyerContext.close()

  // A second one, by a script with a made-up address: kept, never confirmed, never mailed.
  const script = { 'X-Forwarded-For': `10.${[...crypto.randomBytes(3)].join('.')}` }
  const opened = await request.get(`/api/listing/inquiry/token?slug=${listing.slug}`, { headers: script })
  const { token } = (await opened.json()) as { token: string }
  await sleep(INQUIRY_MIN_FILL_SECONDS * 1000)
  const scripted = await request.post('/api/listing/inquiry', {
    headers: script,
    data: { slug: listing.slug, name: 'Robots', email: uniqueEmail('nav-tadas'), message: 'Neapstiprināts jautājums.', token, website: '' },
  })
  expect(scripted.status()).toBe(201)

  const [mail] = await waitForMail(seller.email, sentAt, 1)
  expect(mail!.headers.get('reply-to')).toContain(buyerEmail)
  expect(mail!.subject).toContain(title)
  expect(mail!.text).toContain('Vai kafejnīcai ir ilgtermiņa nomas līgums?')

  // The seller, on their statistics screen.
  const sellerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await sellerContext.newPage()
  await logIn(page, seller)
  await page.goto('/app')
  await page.getByRole('navigation', { name: lv.app.nav.label }).getByRole('link', { name: lv.app.nav.statistics }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lv.statistics.title)
  const card = page.getByTestId('listing-stats').filter({ hasText: title })
  await expect(card.locator('[data-event="views"] strong')).toHaveText('1')
  await expect(card.locator('[data-event="inquiries"] strong')).toHaveText('1')
  await expect(card.getByRole('img', { name: /^Skatījumi: 1 / })).toBeVisible()
  await card.getByText(lv.statistics.table).click()
  await expect(card.getByRole('table').getByRole('row')).toHaveCount(31)
  await screenshots(page, 'statistics-lv')
  // On a phone the table scrolls in its card; the page itself is no wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await page.goto('/en/app/listing/stats')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.statistics.title)
  await expect(
    page
      .getByTestId('listing-stats')
      .filter({ hasText: title })
      .getByRole('img', { name: /^Views: 1 / }),
  ).toBeVisible()

  // The seller's inbox keeps the inquiry, with a way to answer the buyer by mail.
  await page.goto('/app')
  await page.getByRole('navigation', { name: lv.app.nav.label }).getByRole('link', { name: lv.app.nav.inquiries }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lv.inquiries.inbox.title)
  const articles = page.getByTestId('received-inquiries').getByRole('article').filter({ hasText: title })
  await expect(articles).toHaveCount(2)
  await expect(articles.filter({ hasText: 'Neapstiprināts jautājums.' })).toContainText(lv.inquiries.inbox.unconfirmed)
  const received = articles.filter({ hasText: 'Vai kafejnīcai ir ilgtermiņa nomas līgums?' })
  await expect(received).not.toContainText(lv.inquiries.inbox.unconfirmed)
  await expect(received.getByRole('link', { name: buyerEmail })).toHaveAttribute(
    'href',
    `mailto:${buyerEmail}?subject=${encodeURIComponent(`Re: ${title}`)}`,
  )
  await screenshots(page, 'inquiries-inbox')
  await sellerContext.close()
})
