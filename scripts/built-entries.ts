/**
 * The production processes' entry points, as `npm run build` leaves them beside Next's build:
 * plain JavaScript that Node runs without tsx's loader, which under Node 20 now and then never
 * settles an import (scripts/unfinished-exit.ts; docs/decisions.md, "An import that never
 * settles"). scripts/build-entries.ts compiles them.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Each entry's name and its source. */
export const ENTRY_SOURCES = {
  server: 'server.ts',
  worker: 'scripts/worker.ts',
  'prepare-database': 'scripts/prepare-database.ts',
} as const

export type Entry = keyof typeof ENTRY_SOURCES

/** Next's build folder: NEXT_DIST_DIR lets several builds of one checkout live side by side. */
export const distDir = () => process.env.NEXT_DIST_DIR || '.next'

/** Where the compiled entries live: inside Next's build, so one build folder holds all a server runs. */
export const entriesDir = () => path.resolve(distDir(), 'entries')

/** The compiled file of `entry`, for `node <file>`. */
export const builtEntry = (entry: Entry) => path.join(entriesDir(), `${entry}.mjs`)

/** Stops with a clear message when there is no production build (Next's and the entries) to run. */
export function requireBuild(): void {
  const missing = [path.join(distDir(), 'BUILD_ID'), ...Object.keys(ENTRY_SOURCES).map((entry) => builtEntry(entry as Entry))].filter(
    (file) => !fs.existsSync(file),
  )
  if (missing.length > 0) {
    console.error(`No production build in ${distDir()}/ (${missing.join(', ')} missing): run \`npm run build\` first.`)
    process.exit(2)
  }
}
