import { describe, expect, it } from 'vitest'

import { namedPaths, pathExists } from '../helpers/named-paths'
import { readRepositoryFile, repositoryFiles } from '../helpers/repository-files'

/**
 * docs/decisions.md is the old diary, kept as it was written: it names files as they were then,
 * and no one edits it (decisions now go to docs/decisions/, one file each).
 */
const DIARY = 'docs/decisions.md'

/** README.md, docs/*.md and docs/decisions/*.md. */
const DOCUMENT = /^(README\.md|docs\/(decisions\/)?[^/]+\.md)$/

const documents = () => repositoryFiles(['README.md', 'docs'], ['.md']).filter((file) => DOCUMENT.test(file) && file !== DIARY)

describe('the documents', () => {
  it('are README.md, docs/*.md and docs/decisions/*.md', () => {
    const files = documents()
    expect(files).toContain('README.md')
    expect(files).toContain('docs/operations.md')
    expect(files.some((file) => file.startsWith('docs/decisions/'))).toBe(true)
  })

  it.each(documents())('%s names only paths that exist', (file) => {
    expect(namedPaths(readRepositoryFile(file)).filter((named) => !pathExists(named))).toEqual([])
  })
})

describe('the paths a document names', () => {
  it('are found in code spans, links and prose, up to a placeholder', () => {
    const text = [
      'See `src/lib/runtime/site-url.ts`, [the operations](docs/operations.md#varnish) and tools/entries.ts.',
      'One call per file in `src/endpoints/<prefix>/`; entries `src/entries/{server,worker}.ts`.',
      'Pages in src/app/(frontend)/[locale]/ (next-intl), decisions in docs/decisions/NNN-title.md.',
      'Not http://localhost:3000/src/x.ts nor node_modules/payload/src/index.ts.',
    ].join('\n')
    expect(namedPaths(text)).toEqual([
      'src/lib/runtime/site-url.ts',
      'docs/operations.md',
      'tools/entries.ts',
      'src/endpoints/',
      'src/entries/server.ts',
      'src/entries/worker.ts',
      'src/app/(frontend)/[locale]/',
      'docs/decisions/',
    ])
  })

  it('that are stale are told apart', () => {
    expect(pathExists('src/entries/server.ts')).toBe(true)
    expect(pathExists('scripts/with-database.ts')).toBe(false)
  })
})
