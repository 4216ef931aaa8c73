import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '@/lib/runtime/data-dir'

type Credentials = Record<string, string>

const file = () => path.join(dataDir(), 'demo-credentials.json')

const read = (): Credentials => {
  try {
    return JSON.parse(fs.readFileSync(file(), 'utf8')) as Credentials
  } catch {
    return {}
  }
}

/**
 * Demo accounts get a password made for this machine (or DEMO_PASSWORD), kept in
 * .data/demo-credentials.json and printed at start, so no shared default password exists.
 */
export function demoPassword(key: string): string {
  if (process.env.DEMO_PASSWORD) return process.env.DEMO_PASSWORD
  const kept = read()
  if (!kept[key]) {
    kept[key] = crypto.randomBytes(9).toString('base64url')
    fs.writeFileSync(file(), JSON.stringify(kept, null, 2) + '\n', { mode: 0o600 })
  }
  return kept[key]
}

export const keptDemoPasswords = read
