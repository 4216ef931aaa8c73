import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { signatureMatches } from '@/lib/crypto/signature-matches'

const CODE = /^([0-9a-z]{1,12})-([A-Za-z0-9_-]{43})$/

const signature = (payload: Payload, id: number) => crypto.createHmac('sha256', payload.secret).update(`inquiry-confirm:${id}`).digest()

/** The code of the link that confirms inquiry `id`'s address: its id and an HMAC of it (the app's secret), so nothing is stored to look it up. */
export const inquiryConfirmCode = (payload: Payload, id: number): string =>
  `${id.toString(36)}-${signature(payload, id).toString('base64url')}`

/** The inquiry a confirmation code names, or null for a code we never made; compared in constant time. */
export function inquiryOfCode(payload: Payload, code: string): number | null {
  const match = CODE.exec(code)
  if (!match) return null
  const id = parseInt(match[1], 36)
  return signatureMatches(match[2], signature(payload, id)) ? id : null
}
