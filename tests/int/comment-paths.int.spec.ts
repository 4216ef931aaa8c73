import { describe, expect, it } from 'vitest'

import { codeComments } from '../helpers/code-comments'
import { namedPaths, stalePaths } from '../helpers/named-paths'
import { readRepositoryFile, repositoryFiles } from '../helpers/repository-files'

/** Every folder of code, and the files at the root and in .ci/ that hold commented code or settings. */
const CODE = ['src', 'collections', 'scripts', 'tools', 'tests', 'bench', 'deploy', '.ci']
const ROOT_FILES = [
  'payload.config.ts',
  'next.config.ts',
  'eslint.config.mjs',
  'vitest.config.ts',
  'vitest.servers.config.ts',
  'playwright.config.ts',
  '.env.example',
]
const ENDINGS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.vcl', '.sh', '.yml', '.yaml', '.ci/run', '.env.example']

const files = () =>
  // Migrations are history: their comments tell the files of their day (docs/decisions/131-migrations-are-history.md).
  repositoryFiles([...CODE, ...ROOT_FILES], ENDINGS).filter(
    (file) => !file.includes('node_modules/') && !file.startsWith('src/migrations/'),
  )

describe('the paths comments name', () => {
  it('are looked for in every kind of code file', () => {
    const found = files()
    for (const file of ['src/entries/server.ts', 'deploy/varnish/bizness.vcl', '.ci/run', 'eslint.config.mjs'])
      expect(found).toContain(file)
  })

  it('exist, in every code file', () => {
    const stale = files().flatMap((file) => stalePaths(codeComments(file, readRepositoryFile(file))).map((named) => `${file}: ${named}`))
    expect(stale).toEqual([])
  })

  it('are read from comments only, with a `//` in a string left alone', () => {
    const code = [
      "const url = 'http://x//src/nowhere.ts' // see src/lib/here.ts",
      '/** Kept in tools/entries.ts. */',
      'const path = "src/not-a-comment.ts"',
    ].join('\n')
    expect(namedPaths(codeComments('a.ts', code))).toEqual(['src/lib/here.ts', 'tools/entries.ts'])
    expect(codeComments('a.vcl', 'set req.url = "/x"; # deploy/varnish/x.vcl\n').trim()).toBe('deploy/varnish/x.vcl')
  })
})
