import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { INQUIRY_MIN_FILL_SECONDS } from '@/lib/inquiry/limits'

/** How long an opened inquiry form may be sent: a person writing at leisure, not a script replaying one token for days. */
const MAX_AGE_MS = 12 * 60 * 60 * 1000

const TOKEN = /^([0-9a-z]{1,12})-([A-Za-z0-9_-]{43})$/

const signature = (payload: Payload, slug: string, issuedAt: number) =>
  crypto.createHmac('sha256', payload.secret).update(`inquiry-form:${slug}:${issuedAt}`).digest()

/**
 * The token an inquiry form carries: when it was opened and an HMAC (the app's secret) of that
 * time and the listing. Pages come from a shared cache, so the form asks for it when it opens.
 */
export function inquiryFormToken(payload: Payload, slug: string, now = Date.now()): string {
  return `${now.toString(36)}-${signature(payload, slug, now).toString('base64url')}`
}

export type TokenCheck = 'ok' | 'invalid' | 'tooFast'

/**
 * Whether a form's token is ours, for this listing, and neither sent sooner than a person
 * writes (INQUIRY_MIN_FILL_SECONDS) nor older than a sitting; compared in constant time.
 */
export function checkInquiryFormToken(payload: Payload, token: string, slug: string, now = Date.now()): TokenCheck {
  const match = TOKEN.exec(token)
  if (!match) return 'invalid'
  const issuedAt = parseInt(match[1], 36)
  const given = Buffer.from(match[2], 'base64url')
  const expected = signature(payload, slug, issuedAt)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid'
  const age = now - issuedAt
  if (age > MAX_AGE_MS || age < 0) return 'invalid'
  return age < INQUIRY_MIN_FILL_SECONDS * 1000 ? 'tooFast' : 'ok'
}
