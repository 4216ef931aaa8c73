import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

import clientImportsNoServer from './eslint/client-imports-no-server.mjs'

/** Imports a layer may not make, as no-restricted-imports patterns with the reason people read. */
const forbid = (reason, ...group) => ({ group, message: reason })

/*
 * The layers (docs/architecture.md): the domain (src/services, collections, src/access) knows no
 * screen, no endpoint and no HTTP; pages read through services and never call endpoints; client
 * components never import server code (a rule of our own, since 'use client' is not a path).
 */
const DOMAIN = ['src/services/**', 'collections/**', 'src/access/**', 'src/jobs/**', 'src/email/**']
const SCREENS = ['src/app/**', 'src/components/**']

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
            forbid('The domain never imports a screen: move what both need into src/services or src/lib.', '@/components/*', '@/app/*'),
            forbid('The domain never imports an endpoint: endpoints call services, not the other way round.', '@/endpoints/*'),
            forbid('The domain knows no HTTP: throw AppError (src/lib/errors) and let the endpoint answer.', '@/lib/api/*'),
          ],
        },
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
