import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { signatureMatches } from '@/lib/crypto/signature-matches'
import { qrCodeImage } from '@/lib/second-factor/qr-code'
import { openSecret, sealSecret } from '@/lib/second-factor/sealed-secret'
import { newTotpSecret, otpauthUrl } from '@/lib/second-factor/totp'

/** How long a shown QR code can still be confirmed: time to install an app and scan it. */
const OFFER_MS = 15 * 60 * 1000

/**
 * A new secret offered to one account: shown as a QR code and as text, and carried back with the
 * first code as `token`, signed and with the secret sealed, so nothing is stored until the
 * owner proves their app has it.
 */
export type EnrolmentOffer = { token: string; secret: string; otpauthUrl: string; qrCode: string }

type Carried = { u: number; s: string; e: number }

const signature = (payload: Payload, body: string) =>
  crypto.createHmac('sha256', payload.secret).update(`second-factor-offer:${body}`).digest()

export function makeOffer(payload: Payload, user: { id: number; email: string }): EnrolmentOffer {
  const secret = newTotpSecret()
  const carried: Carried = { u: user.id, s: sealSecret(payload.secret, secret), e: Date.now() + OFFER_MS }
  const body = Buffer.from(JSON.stringify(carried)).toString('base64url')
  const address = otpauthUrl(secret, user.email)
  return { token: `${body}.${signature(payload, body).toString('base64url')}`, secret, otpauthUrl: address, qrCode: qrCodeImage(address) }
}

/** The secret an offer to `userId` carries, or null when the token is not ours, not theirs or too old. */
export function offeredSecret(payload: Payload, token: string, userId: number): string | null {
  const [body = '', signed = ''] = token.split('.')
  if (!signatureMatches(signed, signature(payload, body))) return null
  const carried = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Carried
  if (carried.u !== userId || carried.e < Date.now()) return null
  return openSecret(payload.secret, carried.s)
}
