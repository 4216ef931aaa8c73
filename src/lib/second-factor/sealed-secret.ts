import crypto from 'node:crypto'

/**
 * A TOTP secret as the database keeps it: AES-256-GCM under a key derived from the site's
 * secret, so a copy of the database alone gives nobody the codes of staff accounts.
 */
const keyOf = (siteSecret: string) => Buffer.from(crypto.hkdfSync('sha256', siteSecret, '', 'bizness second factor secret', 32))

export function sealSecret(siteSecret: string, secret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(siteSecret), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The secret back; throws when the value was not sealed with this site's secret. */
export function openSecret(siteSecret: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url')
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(siteSecret), bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
}
