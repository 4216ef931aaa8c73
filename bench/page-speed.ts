/**
 * Page speed of a listing's page against the cheapest thing the same server can serve.
 *
 *   npm run build                                    (once; this script builds nothing)
 *   npx tsx bench/page-speed.ts
 *
 * Starts the production build the zero-setup way (embedded PostgreSQL with the demo data in
 * BENCH_DATA_DIR, default .data/bench, on BENCH_PORT, default 3190), takes the newest public
 * listing's page and serves its exact HTML as a static file from public/ beside it, then:
 *
 * 1. Requests per second of the listing page and of that static file, measured side by side
 *    with the same closed-loop client (keep-alive connections, gzip like a browser, a warm-up,
 *    then alternating rounds), as information: one server is served by Next's own page cache,
 *    and a cache in front is Varnish's job (bench/cluster.ts has its targets).
 * 2. First-load JavaScript: the bytes (and gzip bytes) of every <script src> the listing page's
 *    HTML references, against a page of the same build that has nothing but the site's shell
 *    (/bench/empty). Target: ≤ 1.3 × the shell's.
 *
 * Figures only, no pass/fail exit code: a shared machine makes timings noisy.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { requireBuild } from '../tools/entries'
import { type BuiltApp, startBuiltApp } from './helpers/built-app'
import { load, type LoadResult } from './helpers/load'
import { firstListingPath } from './helpers/public-urls'

const PORT = Number(process.env.BENCH_PORT || 3190)
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || '.data/bench')
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16)
const SECONDS = Number(process.env.BENCH_SECONDS || 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2)
const WARM_UP_SECONDS = 3
const STATIC_NAME = 'bench-detail.html'
const STATIC_FILE = path.resolve('public', STATIC_NAME)
const BROWSER_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html' }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ratio = (a: number, b: number) => (a / b).toFixed(2)

async function requestsPerSecond(baseUrl: string, listingPath: string) {
  const urls = { listing: `${baseUrl}${listingPath}`, static: `${baseUrl}/${STATIC_NAME}` }
  const options = { connections: CONNECTIONS, headers: BROWSER_HEADERS }
  for (const url of Object.values(urls)) await load(url, { ...options, seconds: WARM_UP_SECONDS })

  const totals = { listing: [] as LoadResult[], static: [] as LoadResult[] }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const kind of ['listing', 'static'] as const) {
      const result = await load(urls[kind], { ...options, seconds: SECONDS })
      totals[kind].push(result)
      console.log(
        `  round ${round} ${kind.padEnd(7)} ${result.rps.toFixed(0).padStart(6)} rps  (${result.requests} answers, ${result.errors} errors)`,
      )
    }
  }
  const rps = (results: LoadResult[]) => results.reduce((sum, r) => sum + r.requests, 0) / results.reduce((sum, r) => sum + r.seconds, 0)
  return { listing: rps(totals.listing), static: rps(totals.static) }
}

/** The <script src> files a page's HTML loads, with their bytes as served and gzipped. */
async function firstLoadScripts(baseUrl: string, pagePath: string) {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
  const sources = [...new Set([...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&')))]
  let raw = 0
  let gzip = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer())
    raw += body.length
    gzip += zlib.gzipSync(body).length
  }
  return { count: sources.length, raw, gzip }
}

/** Serves the listing's exact HTML as the static file beside it; returns the listing's path and size. */
async function copyListingToStaticFile(baseUrl: string) {
  const listingPath = await firstListingPath(baseUrl)
  const page = await fetch(`${baseUrl}${listingPath}`)
  if (!page.ok) throw new Error(`${listingPath} answered ${page.status}`)
  const html = Buffer.from(await page.arrayBuffer())
  fs.writeFileSync(STATIC_FILE, html)
  const copy = Buffer.from(await (await fetch(`${baseUrl}/${STATIC_NAME}`)).arrayBuffer())
  if (!copy.equals(html)) throw new Error(`/${STATIC_NAME} does not serve the listing's HTML`)
  return { listingPath, bytes: html.length }
}

async function measureServer(label: string, env: Record<string, string>) {
  // Next lists public/ when it starts, so the file must exist now; its content is written later.
  fs.writeFileSync(STATIC_FILE, '')
  console.log(`\n${label}: starting the build in ${process.env.NEXT_DIST_DIR || '.next'} on port ${PORT} (data in ${DATA_DIR}) …`)
  const app = await startBuiltApp({ port: PORT, dataDir: DATA_DIR, env: { BIZNESS_BENCH: '1', ...env } })
  try {
    const { listingPath, bytes } = await copyListingToStaticFile(app.baseUrl)
    console.log(`Listing page ${listingPath} (${kb(bytes)} of HTML) vs the same HTML as /${STATIC_NAME}`)
    console.log(`${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up, gzip accepted`)
    const rps = await requestsPerSecond(app.baseUrl, listingPath)
    console.log(`  listing page  ${rps.listing.toFixed(0)} rps`)
    console.log(`  static file   ${rps.static.toFixed(0)} rps`)
    return { app, listingPath, ratio: rps.listing / rps.static }
  } catch (error) {
    await app.stop()
    throw error
  }
}

async function main() {
  requireBuild()
  fs.mkdirSync(path.dirname(STATIC_FILE), { recursive: true })
  let app: BuiltApp | undefined
  try {
    const shipped = await measureServer('One server (Next and its page cache)', {})
    app = shipped.app
    console.log(`\nRequests per second, listing page / static file`)
    console.log(`  one server    ${ratio(shipped.ratio, 1)}  (information; Varnish's targets are in bench/cluster.ts)`)

    const listing = await firstLoadScripts(app.baseUrl, shipped.listingPath)
    const empty = await firstLoadScripts(app.baseUrl, '/bench/empty')
    console.log('\nFirst-load JavaScript (<script src> chunks)')
    console.log(`  listing page  ${listing.count} files, ${kb(listing.raw)}, ${kb(listing.gzip)} gzip`)
    console.log(`  empty page    ${empty.count} files, ${kb(empty.raw)}, ${kb(empty.gzip)} gzip`)
    console.log(`  ratio         ${ratio(listing.raw, empty.raw)} raw, ${ratio(listing.gzip, empty.gzip)} gzip  (target ≤ 1.30)`)
  } finally {
    fs.rmSync(STATIC_FILE, { force: true })
    await app?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
