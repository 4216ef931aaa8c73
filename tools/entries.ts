/**
 * The production processes' entry points (src/entries/), as `npm run build` leaves them beside
 * Next's build: plain JavaScript that Node runs with no TypeScript loader, started sooner and the
 * same way everywhere (docs/decisions/069-compiled-entries.md). Run as a script, this
 * file compiles them (`npm run build` does, after `next build`): each bundles our own TypeScript
 * into one ES module and leaves the packages to Node, which finds them in node_modules as it
 * would for the sources.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

/** Each entry's name and its source. */
export const ENTRY_SOURCES = {
  server: 'src/entries/server.ts',
  worker: 'src/entries/worker.ts',
  migrate: 'src/entries/migrate.ts',
} as const

export type Entry = keyof typeof ENTRY_SOURCES

/** Next's build folder: NEXT_DIST_DIR lets several builds of one checkout live side by side. */
export const distDir = () => process.env.NEXT_DIST_DIR || '.next'

/**
 * Where the compiled entries live: inside Next's build, so one build folder holds all a server
 * runs; BIZNESS_ENTRIES_DIR names another (the integration tests compile their own, with no build).
 */
export const entriesDir = () => path.resolve(process.env.BIZNESS_ENTRIES_DIR || path.join(distDir(), 'entries'))

/** The compiled file of `entry`. */
export const builtEntry = (entry: Entry) => path.join(entriesDir(), `${entry}.mjs`)

/**
 * The arguments for `node` that run `entry` with `args`: the one way every start of an entry is
 * spelled, so an option Node needs for them is given here once. None is today: the production
 * condition that kept Node 20 from stalling on Lexical's top-level awaits is not needed from
 * Node 22 on (docs/decisions/122-node-24-no-production-condition.md).
 */
export const entryArgs = (entry: Entry, ...args: string[]) => [builtEntry(entry), ...args]

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

/**
 * Compiles `sources` (name → file; by default the production entries) into `outdir`, which must
 * lie inside the project so Node finds node_modules from there.
 */
export async function buildEntries(outdir = entriesDir(), sources: Record<string, string> = ENTRY_SOURCES): Promise<void> {
  await build({
    entryPoints: sources,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildEntries().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
