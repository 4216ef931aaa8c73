import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkRevalidation, signRevalidation } from '@/lib/cache/revalidation-signature'
import { signatureMatches } from '@/lib/crypto/signature-matches'
import { inquiryConfirmCode, inquiryOfCode } from '@/services/inquiries/confirm-code'
import { checkInquiryFormToken, inquiryFormToken } from '@/services/inquiries/form-token'
import { makeOffer, offeredSecret } from '@/services/second-factor/enrolment-offer'
import { tokenMatches, unsubscribeToken } from '@/services/saved-searches/tokens'

/*
 * Every signed code a link or a form carries is honoured in the one spelling it was issued in.
 * Base64url's last character of a 32-byte signature carries two bits decoders drop, so a code
 * altered there decodes to the same bytes; it must be refused like any other altered code.
 */
const payload = { secret: 'spelling-test-secret' } as Payload

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** The characters of a 32-byte signature in base64url, which every code here ends with. */
const SIGNATURE_LENGTH = 43

/** `code` with its last character spelled otherwise, its signature decoding to the same bytes. */
function respelled(code: string): string {
  const other = `${code.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(code.at(-1)!) ^ 1]}`
  const signature = (text: string) => Buffer.from(text.slice(-SIGNATURE_LENGTH), 'base64url')
  expect(signature(other)).toEqual(signature(code))
  return other
}

describe('signed codes in their one spelling', () => {
  it('should match a signature only in the base64url text it was issued as', () => {
    const signature = Buffer.alloc(32, 7)
    const issued = signature.toString('base64url')
    expect(signatureMatches(issued, signature)).toBe(true)
    expect(signatureMatches(respelled(issued), signature)).toBe(false)
    expect(signatureMatches(`${issued}=`, signature)).toBe(false)
    expect(signatureMatches('', signature)).toBe(false)
  })

  it('should refuse a saved search’s unsubscribe token respelled in its last character', () => {
    const token = unsubscribeToken(payload, 5, [12, 13])
    expect(tokenMatches(payload, token, 5)).toBe(true)
    expect(tokenMatches(payload, respelled(token), 5)).toBe(false)
  })

  it('should refuse an inquiry’s confirmation code respelled in its last character', () => {
    const code = inquiryConfirmCode(payload, 41)
    expect(inquiryOfCode(payload, code)).toBe(41)
    expect(inquiryOfCode(payload, respelled(code))).toBeNull()
  })

  it('should refuse an inquiry form’s token respelled in its last character', () => {
    const opener = { slug: 'kafejnica-riga', visitor: '203.0.113.0' }
    const issuedAt = Date.now() - 60_000
    const token = inquiryFormToken(payload, opener, issuedAt)
    expect(checkInquiryFormToken(payload, token, opener).result).toBe('ok')
    expect(checkInquiryFormToken(payload, respelled(token), opener).result).toBe('invalid')
  })

  it('should refuse a second factor’s enrolment offer respelled in its last character', () => {
    const offer = makeOffer(payload, { id: 3, email: 'staff@example.lv' })
    expect(offeredSecret(payload, offer.token, 3)).toBe(offer.secret)
    expect(offeredSecret(payload, respelled(offer.token), 3)).toBeNull()
  })

  it('should refuse another process’s signed revalidation with its hex signature in capitals or with a stray character after it', () => {
    const signed = signRevalidation(['listings:all'])
    expect(checkRevalidation(signed)).toBe('valid')
    expect(Buffer.from(signed.signature.toUpperCase(), 'hex')).toEqual(Buffer.from(signed.signature, 'hex'))
    expect(checkRevalidation({ ...signed, signature: signed.signature.toUpperCase() })).toBe('forged')
    expect(checkRevalidation({ ...signed, signature: `${signed.signature}z` })).toBe('forged')
  })
})
