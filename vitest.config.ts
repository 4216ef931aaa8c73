import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(root, 'payload.config.ts') },
      { find: /^@\//, replacement: path.join(root, 'src') + '/' },
    ],
  },
  test: {
    environment: 'node',
    include: ['tests/int/**/*.int.spec.ts', 'tests/security/**/*.int.spec.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    // One shared database: files run one after another, each in its own process with its own Payload.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
})
