/**
 * Lighthouse scores of the public pages on its default (mobile: Moto G-class device, slow 4G,
 * simulated throttling) settings, in Debian's Chromium.
 *
 *   npm run build                                    (once; this script builds nothing)
 *   npx tsx bench/lighthouse.ts [path …]
 *
 * Starts the production build the zero-setup way (as bench/page-speed.ts: BENCH_DATA_DIR, default
 * .data/bench, on BENCH_PORT, default 3191) and audits the home page, /bizness and the newest
 * public listing's page, or the given paths. Each page is loaded once to fill the page cache,
 * then audited LIGHTHOUSE_RUNS times (default 3); the median performance score is reported with
 * every run's. Audits that keep a category under 100 are listed. Targets: accessibility, best
 * practices and SEO 100, performance ≥ 95.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'

import { requireBuild } from '../tools/entries'
import { type BuiltApp, startBuiltApp } from './helpers/built-app'
import { firstListingPath } from './helpers/public-urls'

const PORT = Number(process.env.BENCH_PORT || 3191)
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || '.data/bench')
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3)
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const DEBUGGING_PORT = Number(process.env.CHROME_DEBUGGING_PORT || 9339)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

/** Debian's Chromium, headless, with the DevTools port Lighthouse drives it through. */
async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-lighthouse-'))
  const chrome = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // No calls home: a closed network refuses them, and they would share the measured time.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  for (let tries = 0; tries < 50; tries++) {
    const ready = await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return async () => {
    // The profile can be removed only once Chromium has stopped writing to it.
    const exited = new Promise((resolve) => chrome.once('exit', resolve))
    chrome.kill()
    await exited
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
  }
}

async function audit(url: string) {
  const result = await lighthouse(url, { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return result.lhr
}

async function main() {
  requireBuild()
  let app: BuiltApp | undefined
  let stopChromium: (() => Promise<void>) | undefined
  try {
    console.log(`Starting the build in ${process.env.NEXT_DIST_DIR || '.next'} on port ${PORT} (data in ${DATA_DIR}) …`)
    app = await startBuiltApp({ port: PORT, dataDir: DATA_DIR })
    const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/bizness', await firstListingPath(app.baseUrl)]
    stopChromium = await startChromium()

    for (const pagePath of paths) {
      const url = `${app.baseUrl}${pagePath}`
      await fetch(url)
      const runs: Result[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await audit(url))
      const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
      const performance = runs.map((lhr) => score(lhr, 'performance'))
      const typical = runs.find((lhr) => score(lhr, 'performance') === median(performance)) ?? runs[0]

      console.log(`\n${pagePath}`)
      console.log(`  performance     ${median(performance)}  (runs: ${performance.join(', ')})`)
      for (const category of CATEGORIES.slice(1)) console.log(`  ${category.padEnd(15)} ${score(typical, category)}`)
      console.log(
        `  metrics         ${METRICS.map((id) => `${id.replace(/-/g, ' ')} ${typical.audits[id]?.displayValue ?? '?'}`).join(' · ')}`,
      )
      for (const category of CATEGORIES) {
        const refs = typical.categories[category]?.auditRefs ?? []
        const failing = refs
          .filter((ref) => ref.weight > 0 || category !== 'performance')
          .map((ref) => typical.audits[ref.id])
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'manual',
          )
        for (const audit of failing)
          console.log(`  ✗ ${category}: ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`)
      }
    }
  } finally {
    await stopChromium?.()
    await app?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
