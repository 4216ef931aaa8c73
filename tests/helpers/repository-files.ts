import fs from 'node:fs'
import path from 'node:path'

/** The repository's root: tests run from it. */
export const repositoryRoot = process.cwd()

/**
 * The files under `entries` (folders or single files, relative to the repository's root) whose
 * names end in one of `endings`, as paths relative to the root with forward slashes.
 */
export function repositoryFiles(entries: readonly string[], endings: readonly string[]): string[] {
  return entries.flatMap((entry) => {
    const absolute = path.join(repositoryRoot, entry)
    const names = fs.statSync(absolute).isDirectory()
      ? fs.readdirSync(absolute, { recursive: true, encoding: 'utf8' }).map((name) => path.join(entry, name))
      : [entry]
    return names.filter((name) => endings.some((ending) => name.endsWith(ending))).map((name) => name.split(path.sep).join('/'))
  })
}

export const readRepositoryFile = (file: string) => fs.readFileSync(path.join(repositoryRoot, file), 'utf8')
