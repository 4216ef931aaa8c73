import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

import clientImportsNoServer from './eslint/client-imports-no-server.mjs'

/** Imports a layer may not make, as no-restricted-imports patterns with the reason people read. */
const forbid = (reason, ...group) => ({ group, message: reason })

/*
 * The layers (docs/architecture.md), top to bottom: screens, HTTP, the public reads, the domain,
 * lib. The domain (src/services, collections, src/access, src/jobs, src/email) knows no screen,
 * no endpoint, no HTTP and no read; the reads (src/reads) know no screen, endpoint or HTTP; lib
 * (src/lib) is the floor and imports nothing above it; pages read through src/reads and services
 * and never call endpoints; client components never import server code (a rule of our own,
 * since 'use client' is not a path).
 */
const DOMAIN = ['src/services/**', 'collections/**', 'src/access/**', 'src/jobs/**', 'src/email/**']
const READS = ['src/reads/**']
const LIB = ['src/lib/**']
const SCREENS = ['src/app/**', 'src/components/**']

const NOT_SCREENS = forbid('Below the screens: move what both need into src/services or src/lib.', '@/components/*', '@/app/*')
const NOT_ENDPOINTS = forbid('Below the endpoints: endpoints call services and reads, not the other way round.', '@/endpoints/*')
const NOT_HTTP = forbid('Below HTTP: throw AppError (src/lib/errors) and let the endpoint answer.', '@/lib/api/*')

/** What lib may not import, as paths (no-restricted-imports) and as `import('…')` (which that rule does not see). */
const ABOVE_LIB = ['@/services', '@/reads', '@/endpoints', '@/components', '@/app', '@/jobs', '@/email', '@/entries', '@payload-config']
const ABOVE_LIB_MESSAGE =
  'src/lib is the floor: it imports nothing above it (services, reads, endpoints, screens, jobs, mail, the entries, the config, collections, the developer tools). Move the helper down, or the code up.'

/** What a migration may import: Payload's own helpers (sql, its argument types), nothing of ours. */
const NOT_PAYLOAD = '^(?!(payload|@payloadcms/db-postgres)(/|$))'
const MIGRATION_MESSAGE =
  "A migration is history: write the names and SQL it needs into it, and import only Payload's own helpers (@payloadcms/db-postgres)."

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    'media/**',
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
    'src/migrations/*.json',
    'test-results/**',
    'next-env.d.ts',
  ]),
  {
    plugins: { bizness: { rules: { 'client-imports-no-server': clientImportsNoServer } } },
    rules: {
      'bizness/client-imports-no-server': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A Pages Router rule: with the App Router, links to /api/* routes must be plain <a>.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Written by `payload migrate:create`, with the arguments Payload passes whether used or not.
    files: ['src/migrations/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // A migration is history: it holds the names and SQL it ran, so changing live code cannot change it.
    files: ['src/migrations/*.ts'],
    ignores: ['src/migrations/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: NOT_PAYLOAD, message: MIGRATION_MESSAGE }] }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: MIGRATION_MESSAGE },
        { selector: "CallExpression[callee.name='require']", message: MIGRATION_MESSAGE },
      ],
    },
  },
  {
    // Tests read whatever JSON a call answers; typing every body would only restate the assertions.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: DOMAIN,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_SCREENS,
            NOT_ENDPOINTS,
            NOT_HTTP,
            forbid('The domain never imports a read: src/reads caches what services answer for pages and calls.', '@/reads/*'),
          ],
        },
      ],
    },
  },
  {
    files: READS,
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_SCREENS, NOT_ENDPOINTS, NOT_HTTP] }] },
  },
  {
    files: LIB,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(ABOVE_LIB_MESSAGE, ...ABOVE_LIB.flatMap((above) => [above, `${above}/*`])),
            forbid(ABOVE_LIB_MESSAGE, '**/collections', '**/collections/*', '**/tools/*', '**/scripts/*'),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...ABOVE_LIB.map((above) => ({
          selector: `ImportExpression[source.value=/^${above.replace('/', '\\/')}(\\/|$)/]`,
          message: ABOVE_LIB_MESSAGE,
        })),
      ],
    },
  },
  {
    files: SCREENS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              'Pages and components read through src/services (server) or call /api/* (client), never import endpoints.',
              '@/endpoints/*',
            ),
          ],
        },
      ],
    },
  },
])
