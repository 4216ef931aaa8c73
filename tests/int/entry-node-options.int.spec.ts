import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { PAYLOAD_NODE_OPTIONS } from '../../tools/entries'

/** Every module of every Lexical package installed: Payload's rich-text editor loads them in the worker and the preparation. */
const lexicalModules = ['lexical', ...fs.readdirSync('node_modules/@lexical').map((name) => `@lexical/${name}`)].flatMap((name) => {
  const { exports } = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as {
    exports: Record<string, { import?: unknown }>
  }
  return Object.entries(exports)
    .filter(([path, conditions]) => !path.includes('*') && typeof conditions === 'object' && conditions.import)
    .map(([path]) => `${name}${path.slice(1)}`)
})

/** The file Node loads for each package, run with `options`. */
function resolvedFiles(options: string[]): string[] {
  const script = `console.log(JSON.stringify(${JSON.stringify(lexicalModules)}.map((name) => import.meta.resolve(name))))`
  const output = execFileSync(process.execPath, [...options, '--input-type=module', '-e', script], { encoding: 'utf8' })
  return (JSON.parse(output) as string[]).map((url) => fileURLToPath(url))
}

const topLevelAwait = /^\s*(?:const|let|var)\s+\w+\s*=\s*await\b|^\s*await\b/m
const withTopLevelAwait = (files: string[]) => files.filter((file) => topLevelAwait.test(fs.readFileSync(file, 'utf8')))

describe('how Node runs the compiled entries', () => {
  it('should load Lexical’s production modules, which have no top-level await for Node 20 to leave unsettled', () => {
    expect(withTopLevelAwait(resolvedFiles(PAYLOAD_NODE_OPTIONS))).toEqual([])
  })

  it('should need the options for it: without them Node takes Lexical’s modules that pick a build with a top-level await', () => {
    expect(withTopLevelAwait(resolvedFiles([])).length).toBeGreaterThan(0)
  })
})
