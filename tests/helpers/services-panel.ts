import { expect, type Page } from '@playwright/test'

import { SITE_SETTINGS } from '../../src/seed/data/site-settings'

/**
 * The seeded services panel, in Latvian, as a landmark of `role` named by its heading: the claim,
 * each service with its description and a link to its page that opens in a new tab and says so.
 */
export async function expectServicesPanel(page: Page, role: 'complementary' | 'region', linkText: string) {
  const { title, claim, services } = SITE_SETTINGS.servicesPanel
  const panel = page.getByRole(role, { name: title.lv })
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(title.lv)
  await expect(panel.getByText(claim.lv)).toBeVisible()
  for (const service of services) {
    await expect(panel.getByRole('heading', { level: 3, name: service.title.lv })).toBeVisible()
    await expect(panel.getByText(service.description.lv)).toBeVisible()
    // Chromium names the link with a space before the colon: the hidden text is out of the flow.
    const link = panel.getByRole('link', { name: new RegExp(`^${linkText} ?: ${service.title.lv} \\(`) })
    await expect(link).toHaveAttribute('href', service.url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
}
