import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '@/lib/runtime/data-dir'
import { newTotpSecret } from '@/lib/second-factor/totp'

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
  return process.env.DEMO_PASSWORD || keptOrNew(key, () => crypto.randomBytes(9).toString('base64url'))
}

/** Where a demo staff account's authenticator secret is kept, beside the passwords. */
export const totpKey = (key: string) => `${key}-totp`

/**
 * The authenticator secret of a demo staff account (staff log in with a second factor): made
 * for this machine and kept in .data/demo-credentials.json, or DEMO_TOTP_SECRET for all of
 * them (the browser tests), so `npm run demo:code` can print their codes.
 */
export function demoTotpSecret(key: string): string {
  return process.env.DEMO_TOTP_SECRET || keptOrNew(totpKey(key), newTotpSecret)
}

function keptOrNew(name: string, make: () => string): string {
  const kept = read()
  if (!kept[name]) {
    kept[name] = make()
    fs.writeFileSync(file(), JSON.stringify(kept, null, 2) + '\n', { mode: 0o600 })
  }
  return kept[name]
}

export const keptDemoPasswords = read
