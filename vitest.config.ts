import os from 'node:os'

import { defineConfig } from 'vitest/config'

import { moduleAliases } from './tests/setup/module-aliases'

export default defineConfig({
  resolve: { alias: moduleAliases },
  test: {
    environment: 'node',
    include: ['tests/int/**/*.int.spec.ts', 'tests/security/**/*.int.spec.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/worker-scratch.ts'],
    // Each worker has its own copy of the database and its own files, so files run side by side.
    // Vitest's default leaves one core idle; the tests mostly wait on PostgreSQL, so use them all.
    maxWorkers: Number(process.env.TEST_WORKERS) || os.availableParallelism(),
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
})
