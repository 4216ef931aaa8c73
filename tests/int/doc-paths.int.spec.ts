import { describe, expect, it } from 'vitest'

import { namedPaths, pathExists, stalePaths } from '../helpers/named-paths'
import { readRepositoryFile, repositoryFiles } from '../helpers/repository-files'

/** README.md, docs/*.md and docs/decisions/*.md. */
const DOCUMENT = /^(README\.md|docs\/(decisions\/)?[^/]+\.md)$/

const documents = () => repositoryFiles(['README.md', 'docs'], ['.md']).filter((file) => DOCUMENT.test(file))

describe('the documents', () => {
  it('are README.md, docs/*.md and docs/decisions/*.md', () => {
    const files = documents()
    expect(files).toContain('README.md')
    expect(files).toContain('docs/operations.md')
    expect(files.some((file) => file.startsWith('docs/decisions/'))).toBe(true)
  })

  it.each(documents())('%s names only paths that exist', (file) => {
    expect(stalePaths(readRepositoryFile(file))).toEqual([])
  })

  it('fit on a screen: README.md in 150 lines of at most 120 characters, each decision in 40 lines', () => {
    const lines = (file: string) => readRepositoryFile(file).trimEnd().split('\n')
    expect(lines('README.md').length).toBeLessThanOrEqual(150)
    expect(lines('README.md').filter((line) => line.length > 120)).toEqual([])
    const decisions = documents().filter((file) => file.startsWith('docs/decisions/'))
    expect(decisions.filter((file) => !/^docs\/decisions\/\d{3}-[a-z0-9-]+\.md$/.test(file))).toEqual([])
    expect(decisions.filter((file) => lines(file).length > 40)).toEqual([])
  })

  it('number each decision once', () => {
    const numbers = documents()
      .filter((file) => file.startsWith('docs/decisions/'))
      .map((file) => file.slice('docs/decisions/'.length, 'docs/decisions/'.length + 3))
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([])
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
