import { describe, expect, it } from 'vitest'

import { readRepositoryFile, repositoryFiles } from '../helpers/repository-files'

/** Where the app and its tools read their environment; tests/ and bench/ set theirs. */
const CODE = ['src', 'tools', 'scripts', 'collections', 'payload.config.ts', 'next.config.ts']
const SOURCE_ENDINGS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs']

const LITERAL_READ = /process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"`]([A-Za-z_]\w*)['"`]\s*\])/g
const DESTRUCTURED_READ = /\{([^}]*)\}\s*=\s*process\.env\b/g
const COMPUTED_READ = /process\.env\[\s*[A-Za-z_$]/

/**
 * Files that read variables by a computed name (`process.env[name]`), with the names they read
 * that way. Each name must stand in the file as a string, so a list going stale fails here too.
 */
const COMPUTED_READS: Record<string, string[]> = {
  'src/lib/storage/s3-settings.ts': [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ],
  'scripts/run.ts': ['PORT', 'CLUSTER_SERVERS'],
}

/** A variable's line in .env.example: `# NAME=default` (commented out, so a copied file changes nothing). */
const EXAMPLE_VARIABLE = /^#?\s?([A-Z][A-Z0-9_]*)=/

function variablesTheCodeReads(): Map<string, string[]> {
  const readers = new Map<string, string[]>()
  const note = (name: string, file: string) => readers.set(name, [...(readers.get(name) ?? []), file])
  for (const file of repositoryFiles(CODE, SOURCE_ENDINGS)) {
    const source = readRepositoryFile(file)
    for (const [, dotted, bracketed] of source.matchAll(LITERAL_READ)) note(dotted ?? bracketed, file)
    for (const [, names] of source.matchAll(DESTRUCTURED_READ)) {
      for (const name of names.split(',').map((part) => part.split(/[:=]/)[0].trim())) if (name) note(name, file)
    }
    if (COMPUTED_READ.test(source)) {
      const names = COMPUTED_READS[file]
      if (!names) throw new Error(`${file} reads process.env by a computed name: list the names in COMPUTED_READS`)
      for (const name of names) {
        if (!source.includes(`'${name}'`)) throw new Error(`${file} no longer names '${name}': update COMPUTED_READS`)
        note(name, file)
      }
    }
  }
  return readers
}

const exampleLines = () => readRepositoryFile('.env.example').split('\n')

const variablesInTheExample = () => exampleLines().flatMap((line) => EXAMPLE_VARIABLE.exec(line)?.[1] ?? [])

describe('.env.example', () => {
  it('lists every variable the code reads', () => {
    const read = variablesTheCodeReads()
    const listed = new Set(variablesInTheExample())
    const missing = [...read].filter(([name]) => !listed.has(name)).map(([name, files]) => `${name} (read in ${files.join(', ')})`)
    expect(read.size).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })

  it('lists no variable the code does not read', () => {
    const read = variablesTheCodeReads()
    expect(variablesInTheExample().filter((name) => !read.has(name))).toEqual([])
  })

  it('lists each variable once', () => {
    const names = variablesInTheExample()
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('says what each variable is for in a comment of its block', () => {
    const blocks = exampleLines()
      .join('\n')
      .split(/\n\s*\n/)
    const undescribed = blocks.flatMap((block) => {
      const lines = block.split('\n')
      const described = lines.some((line) => line.startsWith('#') && !EXAMPLE_VARIABLE.test(line))
      return described ? [] : lines.flatMap((line) => EXAMPLE_VARIABLE.exec(line)?.[1] ?? [])
    })
    expect(undescribed).toEqual([])
  })
})
