import path from 'node:path'

import { entriesDir } from '../../tools/entries'

/**
 * The test helpers that run as processes of their own, compiled with the production entries by
 * the integration tests' setup (tests/setup/global-setup.ts), so they too run with no
 * TypeScript loader in them.
 */
export const TEST_ENTRY_SOURCES = {
  'api-server': 'tests/helpers/api-server-main.ts',
  'second-server': 'tests/helpers/second-server-main.ts',
  'second-server-http': 'tests/helpers/second-server-http.ts',
} as const

/** The arguments for `node` that run a test helper's compiled file, as the production entries run. */
export const testEntryArgs = (name: keyof typeof TEST_ENTRY_SOURCES) => [path.join(entriesDir(), `${name}.mjs`)]
