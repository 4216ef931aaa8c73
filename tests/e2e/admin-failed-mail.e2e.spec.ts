import { expect, test } from '@playwright/test'

import lv from '../../src/i18n/messages/lv.json' with { type: 'json' }
import { logInToPanel, uniqueEmail } from '../helpers/browser-accounts'
import { serverPayload } from '../helpers/server-payload'
import { screenshot } from '../helpers/screenshot'

test('should show an admin the mail that could not be delivered, without its body, and a moderator nothing of it', async ({
  browser,
  baseURL,
}) => {
  const payload = await serverPayload(baseURL!)
  const to = uniqueEmail('nepiegadats')
  // As the last failed try leaves a mail job (tests/int/mail-smtp-faults.int.spec.ts makes one through the real retries).
  await payload.create({
    collection: 'payload-jobs',
    data: {
      taskSlug: 'sendEmail',
      queue: 'mail',
      input: { message: { to, subject: 'Nepiegādātā vēstule', text: 'Saite: https://bizness.lv/forgot-password/slepena-saite' } },
      hasError: true,
      totalTried: 13,
      error: { message: 'connect ECONNREFUSED 127.0.0.1:25' },
    },
  })

  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await logInToPanel(admin, 'admin@bizness.lv')
  const card = admin.getByTestId('attention-failedJobs')
  await expect(card).toContainText(lv.admin.dashboard.failedJobs)
  await card.click()
  await expect(admin).toHaveURL(/\/admin\/collections\/payload-jobs/)
  await expect(admin.locator('table thead')).toContainText(lv.admin.jobs.mailTo)
  await expect(admin.locator('table thead')).toContainText(lv.admin.jobs.mailSubject)
  const row = admin.locator('table tbody tr', { hasText: to })
  await expect(row).toContainText('Nepiegādātā vēstule')
  await expect(row).toContainText('ECONNREFUSED')
  await screenshot(admin, 'admin-failed-mail')
  await row.locator('a').first().click()
  await expect(admin.locator('#field-failure')).toHaveValue(/ECONNREFUSED/)
  await expect(admin.locator('#field-mailTo')).toHaveValue(to)
  await expect(admin.locator('body')).not.toContainText('slepena-saite')
  await screenshot(admin, 'admin-failed-mail-job')

  const moderator = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await logInToPanel(moderator, 'moderators@bizness.lv')
  await expect(moderator.getByRole('heading', { name: lv.admin.dashboard.title })).toBeVisible()
  await expect(moderator.getByTestId('attention-failedJobs')).toHaveCount(0)
  await expect(moderator.getByRole('link', { name: lv.admin.jobs.plural })).toHaveCount(0)
  await moderator.goto('/admin/collections/payload-jobs')
  await expect(moderator.locator('body')).not.toContainText(to)
})
