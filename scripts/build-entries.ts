/**
 * Compiles the production processes' entry points (scripts/built-entries.ts) after `next build`:
 * each bundles our own TypeScript into one ES module and leaves the packages to Node, which
 * finds them in node_modules as it would for the sources.
 */
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

import { ENTRY_SOURCES, entriesDir } from './built-entries'

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
