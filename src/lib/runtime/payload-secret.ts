import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './data-dir'

const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

/**
 * PAYLOAD_SECRET signs sessions. In production it must be given; in development one is made
 * once and kept under .data/ so sessions survive restarts.
 */
export function resolvePayloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim()
  if (fromEnv) return fromEnv

  if (process.env.NODE_ENV === 'production') {
    // A build signs nothing, so it may run without the secret; serving may not.
    if (isBuildPhase()) return crypto.randomBytes(32).toString('hex')
    throw new Error(
      'PAYLOAD_SECRET is not set. In production Bizness refuses to start without it: ' +
        'set PAYLOAD_SECRET to a long random string (for example `openssl rand -hex 32`).',
    )
  }

  const file = path.join(dataDir(), 'payload-secret')
  if (fs.existsSync(file)) {
    const kept = fs.readFileSync(file, 'utf8').trim()
    if (kept) return kept
  }
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}
