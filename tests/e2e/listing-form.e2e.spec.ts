import crypto from 'node:crypto'
import fs from 'node:fs'

import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { SPARE_REGISTRATION_NUMBERS } from '../../src/seed/data/registration-numbers'

import { DEMO_PASSWORD, logInToPanel, withDemoCode } from '../helpers/browser-accounts'
import { screenshots } from '../helpers/screenshot'
import { expectServicesPanel } from '../helpers/services-panel'
import { en, lv } from '../helpers/messages'

const JANIS = 'janis.liepins@example.lv'
const LAURA = 'laura.vitola@example.lv'
const t = lv.listingForm

const DAY_MS = 24 * 60 * 60 * 1000
const rigaDate = (date: Date | string) => new Date(date).toLocaleDateString('en-GB', { timeZone: 'Europe/Riga' }).replaceAll('/', '.')

/** The session cookie a login answer sets, as name and value; staff give a code of their authenticator too. */
async function authenticate(request: APIRequestContext, email: string) {
  const login = (code?: string) => request.post('/api/authenticate', { data: { username: email, password: DEMO_PASSWORD, code } })
  let response = await login()
  if (response.status() === 401 && (await response.json()).secondFactor === 'code')
    await withDemoCode(async (code) => (response = await login(code)).ok())
  expect(response.status()).toBe(200)
  const [name, value] = (response.headers()['set-cookie'] ?? '').split(';')[0].split('=')
  return { cookie: { name, value }, user: (await response.json()).user as Record<string, unknown> }
}

/** Logs in by the API: the session cookie in the browser and the stored user in localStorage, as the login screen leaves them. */
async function logIn(context: BrowserContext, request: APIRequestContext, baseURL: string, email: string) {
  const { cookie, user } = await authenticate(request, email)
  await context.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
  await context.addInitScript((stored) => window.localStorage.setItem('user', stored), JSON.stringify(user))
}

/** A call as a signed-in user from outside the browser (the e2e server checks Origin for cookies). */
const asUser = (cookie: { name: string; value: string }, baseURL: string) => ({ cookie: `${cookie.name}=${cookie.value}`, origin: baseURL })

const pngFile = async () => ({
  name: 'fasade.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2d6a4f' } })
    .png()
    .toBuffer(),
})
/** A one-object PDF with the xref table and end marker Payload looks for. */
const PDF = (() => {
  const head = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'
  const xref = `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`
  return head + xref
})()

/** The file input inside a drop zone. */
const fileInput = (page: Page, slot: 'image' | 'attachment') => page.getByTestId(`drop-${slot}`).locator('input[type="file"]')

/** Drops files on a zone the way a browser does: a drop event carrying a DataTransfer. */
async function dropFiles(zone: Locator, files: { name: string; type: string; text: string }[]) {
  const transfer = await zone.page().evaluateHandle((list) => {
    const data = new DataTransfer()
    for (const file of list) data.items.add(new File([file.text], file.name, { type: file.type }))
    return data
  }, files)
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

test('should post a listing with an image and a PDF, show it publicly, then edit, renew and delete it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(context, request, baseURL!, JANIS)
  const title = `SIA Ziemeļu maiznīca ${crypto.randomBytes(3).toString('hex')}`

  await page.goto('/app/listing/post')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titlePost)
  // Nothing was sent yet: the form's live region waits for what comes, with no banner in it.
  await expect(page.locator('form [aria-live] > *')).toHaveCount(0)
  await expectServicesPanel(page, 'complementary', t.viewService)
  await page.getByLabel(t.title).fill(title)
  await page.getByLabel(t.category).selectOption({ index: 1 })
  await page.getByLabel(t.location, { exact: true }).selectOption({ label: 'Rīga' })
  await page.getByLabel(t.price).pressSequentially('185000')
  await page.getByLabel(t.shares).fill('60')
  await page.getByLabel(t.turnover).pressSequentially('420000')
  await page.getByLabel(t.profit).pressSequentially('38000')
  await page.getByLabel(t.employees).pressSequentially('14')
  await page.getByLabel(lv.registry.form.number).fill(SPARE_REGISTRATION_NUMBERS[0])
  await page.getByLabel(t.description).fill('Ģimenes maiznīca Vidzemē ar 20 gadu vēsturi un pastāvīgiem klientiem veikalos.')
  await fileInput(page, 'image').setInputFiles(await pngFile())
  await dropFiles(page.getByTestId('drop-attachment'), [{ name: 'bilance.pdf', type: 'application/pdf', text: PDF }])
  await expect(page.getByTestId('image-name')).toHaveText('fasade.png')
  await expect(page.getByTestId('attachment-name')).toHaveText('bilance.pdf')
  await page.getByLabel(t.phone).fill('+371 26123456')
  await page.getByLabel(t.email).fill('janis.liepins@example.lv')
  await expect(page.getByLabel(t.price)).toHaveValue('185 000')
  await page.getByRole('button', { name: t.create }).click()
  await expect(page.getByText(t.created)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/listing\/my$/)

  await page.getByRole('link', { name: lv.app.listing.my.edit_label.replace('{title}', title) }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titleEdit)
  await expect(page.getByLabel(t.title)).toHaveValue(title)
  await expect(page.getByLabel(t.price)).toHaveValue('185 000')
  await expect(page.getByLabel(t.turnover)).toHaveValue('420 000')
  await expect(page.getByTestId('attachment-name')).toHaveText('bilance.pdf')
  await expect(page.getByTestId('drop-image').locator('img')).toBeVisible()
  const expiry = new Date(Date.now() + 180 * DAY_MS)
  await expect(page.getByText(t.activeUntil.replace('{date}', rigaDate(expiry)))).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(t.renew) })).toHaveCount(0)
  const editUrl = page.url()
  const id = Number(editUrl.split('/').pop())

  const publicHref = (await page.getByRole('link', { name: t.viewListing }).getAttribute('href'))!
  await page.goto(publicHref)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  await page.goto(editUrl)
  await page.getByLabel(t.title).fill(`${title} (labots)`)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.saved)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/listing\/my$/)
  await expect(page.getByText(`${title} (labots)`)).toBeVisible()

  // The operator moves the end near, so the owner may renew.
  const admin = await authenticate(request, 'admin@bizness.lv')
  const soon = new Date(Date.now() + 5 * DAY_MS).toISOString()
  const moved = await request.patch(`/api/listings/${id}`, { headers: asUser(admin.cookie, baseURL!), data: { expiry_date: soon } })
  expect(moved.status()).toBe(200)
  const renewButton = page.getByRole('button', { name: t.renewListing.replace('{title}', `${title} (labots)`) })
  await page.goto('/app/listing/my')
  await expect(renewButton).toBeVisible()
  await page.goto(editUrl)
  await expect(page.getByText(t.activeUntil.replace('{date}', rigaDate(soon)))).toBeVisible()
  await renewButton.click()
  await expect(page.getByText(t.renewed.replace('{date}', rigaDate(expiry)))).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(t.renew) })).toHaveCount(0)

  // The confirmation: Escape closes it, Tab stays inside it, a failure says so.
  const deleteLink = page.getByRole('button', { name: t.delete })
  await deleteLink.click()
  const dialog = page.getByRole('dialog', { name: t.deleteTitle })
  await expect(dialog).toContainText(t.deleteText)
  await expect(dialog.getByRole('button', { name: t.cancel })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: t.deleteConfirm })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(deleteLink).toBeFocused()

  await deleteLink.click()
  await screenshots(page, 'listing-delete-dialog')
  await page.route(`**/api/listing/delete/${id}*`, (route) => route.fulfill({ status: 500, json: { message: 'x' } }), { times: 1 })
  await dialog.getByRole('button', { name: t.deleteConfirm }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Sludinājuma dzēšana nav izdevusies.')
  await dialog.getByRole('button', { name: t.deleteConfirm }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto(editUrl)
  await expect(page.getByText(t.notFound)).toBeVisible()
  expect((await request.get(publicHref)).status()).toBe(404)
})

test('should keep figures to digits grouped as typed, clamp the share, and show the server’s field errors at the top', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logIn(context, request, baseURL!, JANIS)
  await page.goto('/app/listing/post')
  const price = page.getByLabel(t.price)
  await price.pressSequentially('12a,b345 €')
  await expect(price).toHaveValue('12 345')
  // The caret stays after the digit it followed while the grouping moves.
  await price.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2))
  await page.keyboard.type('98')
  await expect(price).toHaveValue('1 298 345')
  await page.keyboard.press('Backspace')
  await expect(price).toHaveValue('129 345')

  const profit = page.getByLabel(t.profit)
  await profit.evaluate((input: HTMLInputElement) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', 'EUR 1 250 000,-')
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  })
  await expect(profit).toHaveValue('1 250 000')
  const employees = page.getByLabel(t.employees)
  await employees.pressSequentially('1x250')
  await expect(employees).toHaveValue('1250')

  const share = page.getByLabel(t.shares)
  for (const [typed, kept] of [
    ['150', '100'],
    ['0', '1'],
    ['', ''],
    ['45,5', '45,5'],
  ]) {
    await share.fill(typed)
    await share.blur()
    await expect(share).toHaveValue(kept)
  }

  await screenshots(page, 'listing-form-post')
  await page.getByRole('button', { name: t.create }).click()
  await expect(page.getByText(lv.api.invalidInput)).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByLabel(t.title)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#field-title-message')).toHaveText(lv.listing.titleRequired)
  await expect(page.locator('#field-category_id-message')).toHaveText(lv.listing.categoryRequired)
  await expect(page.locator('#field-description-message')).toHaveText(lv.listing.descriptionRequired)
})

test('should refuse a wrong file format and a file over 15 MB before uploading anything', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  await logIn(context, request, baseURL!, JANIS)
  const uploads: string[] = []
  page.on('request', (sent) => sent.url().includes('/api/listing/create') && uploads.push(sent.url()))
  await page.goto('/app/listing/post')

  await fileInput(page, 'image').setInputFiles({
    name: 'plans.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK'),
  })
  await expect(page.getByTestId('image-error')).toHaveText('Faila formāts docx nav atļauts. Atļautie formāti: jpg, png, pdf, zip')

  const big = testInfo.outputPath('liels.pdf')
  fs.writeFileSync(big, Buffer.alloc(15 * 1024 * 1024 + 1, 0x25))
  await fileInput(page, 'attachment').setInputFiles(big)
  await expect(page.getByTestId('attachment-error')).toHaveText('Fails ir pārāk liels. Maksimālais izmērs: 15 MB.')
  await expect(page.getByTestId('attachment-name')).toHaveCount(0)

  await dropFiles(page.getByTestId('drop-image'), [
    { name: 'a.png', type: 'image/png', text: 'a' },
    { name: 'b.png', type: 'image/png', text: 'b' },
  ])
  await expect(page.getByTestId('image-error')).toHaveText(lv.errors.singleFileAllowed)

  await page.goto('/en/app/listing/post')
  await fileInput(page, 'attachment').setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByTestId('attachment-error')).toHaveText('File format gif is not allowed. Allowed formats: jpg, png, pdf, zip')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.listingForm.titlePost)
  expect(uploads).toEqual([])
})

test('should not open another seller’s listing for editing', async ({ page, context, request, baseURL }) => {
  const janis = await authenticate(request, JANIS)
  const mine = await request.get('/api/listing/my', { headers: asUser(janis.cookie, baseURL!) })
  const [listing] = (await mine.json()).listings as { id: number; title: string }[]

  await logIn(context, request, baseURL!, LAURA)
  await page.goto(`/app/listing/edit/${listing.id}`)
  await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible()
  await expect(page.getByLabel(t.title)).toHaveCount(0)
  await expect(page.getByText(listing.title)).toHaveCount(0)

  await logIn(context, request, baseURL!, JANIS)
  await page.goto(`/app/listing/edit/${listing.id}`)
  await expect(page.getByLabel(t.title)).toHaveValue(listing.title)
  // The way to the calculator carries the company's number, so it opens with the register's figures.
  const number = await page.getByLabel(lv.registry.form.number).inputValue()
  expect(number).toMatch(/^\d{11}$/)
  await expect(page.getByRole('link', { name: lv.valuation.link.open })).toHaveAttribute('href', new RegExp(`[?&]regcode=${number}(&|$)`))
  await screenshots(page, 'listing-form-edit')
})

test('should refuse a save made from a listing changed meanwhile, say so, and offer to load it again; the panel likewise', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const janis = await authenticate(request, JANIS)
  const seller = { headers: asUser(janis.cookie, baseURL!) }
  const categories = (await (await request.get('/api/listing/categories')).json()).categories as { id: number }[]
  const title = `SIA Kurzemes kokapstrāde ${crypto.randomBytes(3).toString('hex')}`
  const created = await request.post('/api/listing/create', {
    ...seller,
    data: {
      title,
      category_id: categories[0].id,
      description: 'Kokapstrādes cehs ar iekārtām un pastāvīgiem pasūtītājiem.',
      registration_number: SPARE_REGISTRATION_NUMBERS[1],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }

  await logIn(context, request, baseURL!, JANIS)
  await page.goto(`/app/listing/edit/${id}`)
  await expect(page.getByLabel(t.title)).toHaveValue(title)

  // A moderator corrects the title while the seller has the form open.
  const moderator = await authenticate(request, 'moderators@bizness.lv')
  const asModerator = { headers: asUser(moderator.cookie, baseURL!) }
  const { version } = (await (await request.get(`/api/listings/${id}?depth=0`, asModerator)).json()) as { version: number }
  const corrected = await request.patch(`/api/listings/${id}`, { ...asModerator, data: { title: `${title} (labots)`, version } })
  expect(corrected.status()).toBe(200)

  await page.getByLabel(t.description).fill('Pārdevēja jaunais apraksts, rakstīts vecajā formā.')
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(lv.listingVersion.changedMeanwhile)).toBeVisible()
  await screenshots(page, 'listing-form-changed-meanwhile')
  await page.getByRole('button', { name: lv.listingVersion.reload }).click()
  await expect(page.getByLabel(t.title)).toHaveValue(`${title} (labots)`)
  await page.getByLabel(t.description).fill('Pārdevēja jaunais apraksts, rakstīts no jauna ielādētajā formā.')
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.saved)).toBeVisible()

  // In the panel: the moderator opens the listing and starts typing, the seller saves it meanwhile,
  // the moderator's save is refused. (Payload's own check, on the form's first change, catches a
  // change made before the moderator typed anything: so the typing, and that check, come first.)
  const panel = await (await browser.newContext({ baseURL })).newPage()
  await logInToPanel(panel, 'moderators@bizness.lv')
  await panel.goto(`/admin/collections/listings/${id}`)
  await expect(panel.locator('#field-title')).toHaveValue(`${title} (labots)`)
  const firstChangeChecked = panel.waitForResponse(
    (response) => response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']),
  )
  await panel.locator('#field-title').fill(`${title} (moderators)`)
  await firstChangeChecked
  const current = (await (await request.get(`/api/listing/get/${id}`, seller)).json()) as { listing: { version: number } }
  const sellerSave = await request.post('/api/listing/create', {
    ...seller,
    data: {
      id,
      version: current.listing.version,
      title: `${title} (pārdevējs)`,
      category_id: categories[0].id,
      description: 'Vēl viens apraksts.',
    },
  })
  expect(sellerSave.status()).toBe(200)
  await panel.getByRole('button', { name: /^(Saglabāt|Save)$/ }).click()
  const changed = [lv.listingVersion.changedMeanwhile, en.listingVersion.changedMeanwhile]
  await expect(panel.getByText(new RegExp(changed.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')))).toBeVisible()
  const stored = (await (await request.get(`/api/listing/get/${id}`, seller)).json()) as { listing: { title: string } }
  expect(stored.listing.title).toBe(`${title} (pārdevējs)`)
  await panel.context().close()
})
