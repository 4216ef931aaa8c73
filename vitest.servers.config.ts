import { defineConfig } from 'vitest/config'

import { moduleAliases } from './tests/setup/module-aliases'

/**
 * Tests of the production build running as several servers (tests/servers/): each file starts its
 * own database, Redis and app servers. They need a build: `npm test` runs them on a copy of the
 * build scripts/run-e2e.ts makes, the cluster's before the browser tests and the others beside them
 * (scripts/run-tests.ts). Alone: `npx next build`, then `npm run test:servers` (NEXT_DIST_DIR picks
 * the build's folder for both).
 */
export default defineConfig({
  resolve: { alias: moduleAliases },
  test: {
    environment: 'node',
    include: ['tests/servers/**/*.servers.spec.ts'],
    // A file runs two production servers: more at once would only make them wait on the same cores.
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    reporters: ['default'],
  },
})
