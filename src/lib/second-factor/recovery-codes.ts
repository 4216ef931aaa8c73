import crypto from 'node:crypto'

/** Ten codes, each good for one login without the phone. */
export const RECOVERY_CODE_COUNT = 10

/** Letters and digits nobody confuses (no 0/o, 1/l/i), ten of them: about 49 bits a code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const LENGTH = 10

/** A new code as shown to its owner: two groups of five, 'k7mq2-x9trb'. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)])
  return `${chars.slice(0, LENGTH / 2).join('')}-${chars.slice(LENGTH / 2).join('')}`
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)

/** A typed code as stored (lower case, without the dash or spaces), or null when it cannot be one. */
export function asRecoveryCode(given: string): string | null {
  const code = given.toLowerCase().replace(/[\s-]+/g, '')
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null
}
