import { Secret, TOTP } from 'otpauth'

/** What every authenticator app understands: RFC 6238 with HMAC-SHA1, six digits, a new code every 30 seconds. */
const PERIOD_SECONDS = 30
const DIGITS = 6
const ISSUER = 'Bizness'

/**
 * Codes of the step before and after now are taken too, so a phone clock a little off and a
 * code typed as it changes still work; each accepted code's step is kept, so none works twice.
 */
const WINDOW = 1

const totpOf = (base32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32) })

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as people type it into an app. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The otpauth:// address an authenticator app reads from the QR code: the site's name, the account, the secret. */
export const otpauthUrl = (base32: string, account: string): string => totpOf(base32, account).toString()

/** A code is six digits; people may type spaces between them. */
export const asTotpCode = (given: string): string | null => {
  const digits = given.replace(/\s+/g, '')
  return new RegExp(`^\\d{${DIGITS}}$`).test(digits) ? digits : null
}

/** The time step `code` belongs to, if it is the secret's code near `at`; null when it is not. */
export function matchingStep(base32: string, code: string, at = Date.now()): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: at, window: WINDOW })
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_SECONDS) + delta
}

/** The secret's code for the step `steps` after the one of `at` (the seed's helper and the tests use it). */
export const totpCode = (base32: string, at = Date.now(), steps = 0): string =>
  totpOf(base32).generate({ timestamp: at + steps * PERIOD_SECONDS * 1000 })

/** Milliseconds until the next step starts, when the next code appears. */
export const untilNextStep = (at = Date.now()): number => PERIOD_SECONDS * 1000 - (at % (PERIOD_SECONDS * 1000))
