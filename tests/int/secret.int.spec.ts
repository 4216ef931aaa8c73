import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { resolvePayloadSecret } from '@/lib/runtime/payload-secret'

const saved = { ...process.env }
let scratch: string

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-secret-'))
  process.env.BIZNESS_DATA_DIR = scratch
  delete process.env.PAYLOAD_SECRET
  delete process.env.NEXT_PHASE
})

afterEach(() => {
  process.env = { ...saved }
  fs.rmSync(scratch, { recursive: true, force: true })
})

const setNodeEnv = (value: string) => {
  ;(process.env as Record<string, string>).NODE_ENV = value
}

describe('PAYLOAD_SECRET', () => {
  it('should use PAYLOAD_SECRET when it is set', () => {
    process.env.PAYLOAD_SECRET = 'from-the-environment'
    expect(resolvePayloadSecret()).toBe('from-the-environment')
  })

  it('should generate one secret in development, keep it under .data and reuse it', () => {
    setNodeEnv('development')
    const first = resolvePayloadSecret()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.readFileSync(path.join(scratch, 'payload-secret'), 'utf8').trim()).toBe(first)
    expect(resolvePayloadSecret()).toBe(first)
  })

  it('should refuse to start in production without PAYLOAD_SECRET, with a clear message', () => {
    setNodeEnv('production')
    expect(() => resolvePayloadSecret()).toThrow(/PAYLOAD_SECRET is not set/)
    expect(fs.existsSync(path.join(scratch, 'payload-secret'))).toBe(false)
  })

  it('should let a production build run without the secret, since a build signs nothing', () => {
    setNodeEnv('production')
    process.env.NEXT_PHASE = 'phase-production-build'
    expect(resolvePayloadSecret()).toMatch(/^[0-9a-f]{64}$/)
  })
})
