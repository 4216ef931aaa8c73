import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { repositoryRoot } from './repository-files'

const TOP_FOLDERS = ['src', 'tools', 'scripts', 'tests', 'bench', 'deploy', 'collections', 'docs']

/** A path written from the repository's root: one of its folders, then anything a path is written with. */
const NAMED_PATH = new RegExp(`(?<![\\w./@-])(?:${TOP_FOLDERS.join('|')})/[\\w.\\-/@\\[\\]()<>{},*#]*`, 'g')

/** A segment that stands for many (`<prefix>`, `*`, `NNN`, `…`): the path is checked up to it. */
const PLACEHOLDER = /[<*]|NNN|\.\.\./

/** `a{b,c}d` as `abd`, `acd`. */
function expandBraces(text: string): string[] {
  const braces = /\{([^{}]*)\}/.exec(text)
  if (!braces) return [text]
  return braces[1]
    .split(',')
    .flatMap((choice) => expandBraces(text.slice(0, braces.index) + choice + text.slice(braces.index + braces[0].length)))
}

function withoutUnbalancedEnd(text: string): string {
  let trimmed = text.replace(/#.*$/, '')
  for (;;) {
    const count = (char: string) => trimmed.split(char).length - 1
    const next = trimmed
      .replace(/[.,:;]+$/, '')
      .replace(/\)$/, (end) => (count('(') < count(')') ? '' : end))
      .replace(/\]$/, (end) => (count('[') < count(']') ? '' : end))
    if (next === trimmed) return trimmed
    trimmed = next
  }
}

/** The repository paths `text` names, each as written up to its first placeholder. */
export function namedPaths(text: string): string[] {
  // A Markdown link's text and target are two paths.
  const found = [...text.replaceAll('](', '] (').matchAll(NAMED_PATH)].flatMap(([match]) => expandBraces(withoutUnbalancedEnd(match)))
  const paths = found.map((named) => {
    const segments = named.split('/')
    const firstPlaceholder = segments.findIndex((segment) => PLACEHOLDER.test(segment))
    return firstPlaceholder === -1 ? named : `${segments.slice(0, firstPlaceholder).join('/')}/`
  })
  return [...new Set(paths)]
}

/** Whether a named path exists: as written, or as a module is named in an import (without its `.ts`, `.tsx` or `/index.ts`). */
export const pathExists = (named: string) =>
  ['', '.ts', '.tsx', '/index.ts'].some((ending) => fs.existsSync(path.join(repositoryRoot, `${named}${ending}`)))

/** Whether git ignores a named path: output the code writes (screenshots, .data/), there only once something ran. */
export const isGitIgnored = (named: string) => spawnSync('git', ['check-ignore', '--quiet', named], { cwd: repositoryRoot }).status === 0

/** The paths `text` names that are neither in the repository nor output git ignores. */
export const stalePaths = (text: string) => namedPaths(text).filter((named) => !pathExists(named) && !isGitIgnored(named))
