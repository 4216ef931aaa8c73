import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { signatureMatches } from '@/lib/crypto/signature-matches'
import { requestDb } from '@/lib/database/request-db'
import { invalid } from '@/lib/errors/app-error'
import { INQUIRY_FORM_MAX_AGE_MINUTES, INQUIRY_MIN_FILL_SECONDS } from '@/lib/inquiry/limits'

const MAX_AGE_MS = INQUIRY_FORM_MAX_AGE_MINUTES * 60 * 1000

const TOKEN = /^([0-9a-z]{1,12})-([A-Za-z0-9_-]{22})-([A-Za-z0-9_-]{43})$/

/** Who opened the form and where: the token is good for that listing, from that visitor (their network) alone. */
export type FormOpener = { slug: string; visitor: string }

const signature = (payload: Payload, { slug, visitor }: FormOpener, issuedAt: number, nonce: string) =>
  crypto.createHmac('sha256', payload.secret).update(`inquiry-form:${slug}:${visitor}:${issuedAt}:${nonce}`).digest()

/**
 * The token an inquiry form carries: when it was opened, a random nonce, and an HMAC (the app's
 * secret) of both, the listing and the visitor's network. Pages come from a shared cache, so the
 * form asks for it when it opens. The nonce makes it good for one inquiry (spendFormToken).
 */
export function inquiryFormToken(payload: Payload, opener: FormOpener, now = Date.now()): string {
  const nonce = crypto.randomBytes(16).toString('base64url')
  return `${now.toString(36)}-${nonce}-${signature(payload, opener, now, nonce).toString('base64url')}`
}

export type TokenCheck = { result: 'invalid' } | { result: 'ok' | 'tooFast'; nonce: string; expiresAt: Date }

/**
 * Whether a form's token is ours, for this listing and visitor, and neither sent sooner than a
 * person writes (INQUIRY_MIN_FILL_SECONDS) nor older than INQUIRY_FORM_MAX_AGE_MINUTES;
 * compared in constant time. Whether it was used already is spendFormToken's to say.
 */
export function checkInquiryFormToken(payload: Payload, token: string, opener: FormOpener, now = Date.now()): TokenCheck {
  const match = TOKEN.exec(token)
  if (!match) return { result: 'invalid' }
  const issuedAt = parseInt(match[1], 36)
  const nonce = match[2]
  if (!signatureMatches(match[3], signature(payload, opener, issuedAt, nonce))) return { result: 'invalid' }
  const age = now - issuedAt
  if (age > MAX_AGE_MS || age < 0) return { result: 'invalid' }
  return { result: age < INQUIRY_MIN_FILL_SECONDS * 1000 ? 'tooFast' : 'ok', nonce, expiresAt: new Date(issuedAt + MAX_AGE_MS) }
}

/**
 * Records a token's nonce as used, in the transaction of `req` that stores its inquiry: the
 * primary key lets one of two requests with the same token through, the other waits for its
 * commit and is refused (and a rolled-back inquiry leaves the token unused). Nonces past their
 * token's age are deleted on the way (a token that old is refused before it gets here), skipping
 * those another request is deleting, so two requests never wait on each other for them.
 */
export async function spendFormToken(req: PayloadRequest, { nonce, expiresAt }: { nonce: string; expiresAt: Date }): Promise<void> {
  const db = await requestDb(req)
  await db.execute(sql`
    DELETE FROM inquiry_form_nonces WHERE nonce IN (
      SELECT nonce FROM inquiry_form_nonces WHERE expires_at < now() LIMIT 100 FOR UPDATE SKIP LOCKED)`)
  const { rows } = await db.execute(sql`
    INSERT INTO inquiry_form_nonces (nonce, expires_at) VALUES (${nonce}, ${expiresAt.toISOString()})
    ON CONFLICT (nonce) DO NOTHING RETURNING nonce`)
  if (rows.length === 0) throw invalid('inquiries.formUsed')
}
