import { lv as payloadLv } from '@payloadcms/translations/languages/lv'
import { expect, type Page, test } from '@playwright/test'

import lv from '../../src/i18n/messages/lv.json' with { type: 'json' }
import { logInToPanel, uniqueEmail } from '../helpers/browser-accounts'
import { createListingOf, serverPayload } from '../helpers/server-payload'
import { screenshot } from '../helpers/screenshot'

const CHANGE_PASSWORD = payloadLv.translations.authentication.changePassword

/** Picks an option of one of Payload's select fields (react-select) by its visible label. */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.locator('.rs__option', { hasText: option }).first().click()
}

async function save(page: Page) {
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/saglabāt|veiksmīgi|atjaunin/i)
}

/** A seller of its own and a published listing of theirs, so the walk leaves the demo data alone. */
async function sellerWithListing(baseURL: string) {
  const payload = await serverPayload(baseURL)
  const seller = await payload.create({
    collection: 'users',
    data: {
      email: uniqueEmail('moderacija'),
      password: `Parole-${Date.now()}`,
      first_name: 'Pēteris',
      last_name: 'Kalniņš',
      roles: ['user'],
      _verified: true,
    },
  })
  const listing = await createListingOf(payload, seller.id, {
    title: `Ziņojamais sludinājums ${Date.now()}`,
    description: 'Apgrozījums esot miljons, bet atskaites nav.',
    status: 'published',
  })
  return { payload, seller, listing }
}

test('a visitor reports a listing; the moderator hides it from the queue with the reason, then blocks its seller with a reason', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const { payload, seller, listing } = await sellerWithListing(baseURL!)

  await page.goto(`/bizness/${listing.slug}`)
  await page.getByRole('button', { name: lv.reports.form.link }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(lv.reports.form.reason).selectOption('misleading_figures')
  await dialog.getByLabel(lv.reports.form.details).fill('Skaitļi neatbilst gada pārskatam.')
  await dialog.getByLabel(lv.reports.form.email).fill(uniqueEmail('zinotajs'))
  await screenshot(page, 'moderation-report-form')
  await dialog.getByRole('button', { name: lv.reports.form.submit }).click()
  await expect(dialog.getByRole('status')).toBeVisible()

  await logInToPanel(page, 'moderators@bizness.lv')
  await page.goto('/admin/collections/reports')
  const row = page.locator('table tbody tr', { hasText: listing.title })
  await expect(row).toBeVisible()
  await screenshot(page, 'moderation-report-queue')
  await row.locator('a').first().click()
  await choose(page, 'status', lv.reports.status.actioned)
  await save(page)
  await screenshot(page, 'moderation-report-handled')
  await expect
    .poll(async () => {
      const hidden = await payload.findByID({ collection: 'listings', id: listing.id })
      return [hidden.status, hidden.moderationReason]
    })
    .toEqual(['hidden', 'misleading_figures'])

  await page.goto(`/admin/collections/users/${seller.id}`)
  await expect(page.locator('#field-blocked')).toBeVisible()
  // Only an admin may set another person's password, so a moderator is not offered it.
  await expect(page.getByRole('button', { name: CHANGE_PASSWORD })).toHaveCount(0)
  await page.locator('#field-blocked').check()
  await choose(page, 'blockedReasonCode', lv.moderation.reasons.spam_or_fraud)
  await page.locator('#field-blockedReason').fill('Viltoti skaitļi vairākos sludinājumos.')
  await save(page)
  await screenshot(page, 'moderation-user-blocked')
  const blocked = await payload.findByID({ collection: 'users', id: seller.id })
  expect([blocked.blocked, blocked.blockedReasonCode]).toEqual([true, 'spam_or_fraud'])

  const audit = await payload.find({ collection: 'audit-log', where: { subject: { equals: seller.id } }, sort: 'createdAt' })
  expect(audit.docs.map((entry) => entry.action)).toEqual(['listing_hide', 'report_handle', 'user_block'])
})

test('the operator exports a user’s data, then erases the user, told what goes', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const { payload, seller, listing } = await sellerWithListing(baseURL!)

  await logInToPanel(page, 'admin@bizness.lv')
  await page.goto(`/admin/collections/users/${seller.id}`)
  await expect(page.getByRole('button', { name: CHANGE_PASSWORD })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: lv.admin.userExport.button }).click()
  expect((await download).suggestedFilename()).toMatch(/\.zip$/)
  // What erasing takes with it is said beside the delete, before anyone confirms.
  await expect(page.getByTestId('user-erase-scope')).toHaveText(lv.admin.userExport.erases)
  await screenshot(page, 'operator-user-export')

  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-delete').click()
  const confirm = page.locator('.confirmation-modal').first()
  await expect(confirm).toBeVisible()
  await screenshot(page, 'operator-user-erase-confirm')
  await confirm.getByRole('button', { name: /Apstiprināt|Dzēst/ }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/users\/?(\?.*)?$/)

  await expect(payload.findByID({ collection: 'users', id: seller.id })).rejects.toThrow()
  await expect(payload.findByID({ collection: 'listings', id: listing.id })).rejects.toThrow()
  const actions = await payload.find({
    collection: 'audit-log',
    where: { and: [{ documentCollection: { equals: 'users' } }, { documentId: { equals: String(seller.id) } }] },
    sort: 'createdAt',
  })
  expect(actions.docs.map((entry) => entry.action)).toEqual(['user_export', 'user_erase'])
})
