/**
 * A Latvian legal entity's registration number (the Register of Enterprises' `regcode`): eleven
 * digits whose last is a check digit over the first ten. The strict rule of python-stdnum and
 * VIES (notes/register-open-data.md §3): a remainder that would need the check digit 10 makes
 * every number with those ten digits invalid. Pure, so the browser, the save call's schema and
 * the listings collection all use this one rule.
 */

const WEIGHTS = [9, 1, 4, 8, 3, 10, 2, 5, 7, 6] as const

export const REGISTRATION_NUMBER_LENGTH = 11

/** The check digit that completes ten digits, or null when no eleventh digit can (the remainder asks for 10). */
export function registrationCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstTen[index]), 0)
  const digit = (((3 - (sum % 11)) % 11) + 11) % 11
  return digit === 10 ? null : digit
}

export type RegistrationNumberProblem = 'format' | 'checkDigit'

/** What is wrong with a registration number as typed (spaces allowed), or null when it is valid. */
export function registrationNumberProblem(text: string): RegistrationNumberProblem | null {
  const digits = text.replace(/\s/g, '')
  if (!new RegExp(`^\\d{${REGISTRATION_NUMBER_LENGTH}}$`).test(digits)) return 'format'
  return registrationCheckDigit(digits.slice(0, 10)) === Number(digits[10]) ? null : 'checkDigit'
}

export const isValidRegistrationNumber = (text: string) => registrationNumberProblem(text) === null

/** The number as stored: its eleven digits without the spaces people type between groups. */
export const normalRegistrationNumber = (text: string) => text.replace(/\s/g, '')
