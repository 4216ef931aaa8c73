import path from 'node:path'

import type { Page } from '@playwright/test'

/** Full-page screenshots for a person to look at, under tests/e2e/screenshots/ (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: path.join('tests/e2e/screenshots', `${name}-${width}.png`), fullPage: true })
}

/** Full-page screenshots of the current screen on a phone (360 px) and a desktop (1280 px). */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
    await page.evaluate(() => document.fonts.ready)
    await screenshot(page, name)
  }
}
