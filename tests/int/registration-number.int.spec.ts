import { describe, expect, it } from 'vitest'

import { isValidRegistrationNumber, registrationCheckDigit, registrationNumberProblem } from '@/lib/registration-number'

describe('registration number check digit', () => {
  it('should accept the worked example and real numbers from the register', () => {
    for (const number of ['40103550818', '40003032065', '40003074764', '40003466281', '90000069830', '40003000002', '40200000003']) {
      expect(registrationNumberProblem(number), number).toBeNull()
    }
    expect(registrationCheckDigit('4010355081')).toBe(8)
  })

  it('should refuse a wrong check digit', () => {
    expect(registrationNumberProblem('40103550819')).toBe('checkDigit')
    expect(isValidRegistrationNumber('40103550819')).toBe(false)
  })

  it('should refuse anything but eleven digits as a format problem', () => {
    for (const text of ['', '4010355081', '401035508180', '4010355081a', '40103-50818', 'abcdefghijk']) {
      expect(registrationNumberProblem(text), text).toBe('format')
    }
  })

  it('should take spaces people type between groups', () => {
    expect(registrationNumberProblem('401 0355 0818')).toBeNull()
  })

  it('should have no valid number for ten digits whose remainder asks for the check digit 10', () => {
    expect(registrationCheckDigit('4010312345')).toBeNull()
    for (let last = 0; last <= 9; last++) expect(registrationNumberProblem(`4010312345${last}`)).toBe('checkDigit')
    // Every prefix either has exactly one valid completion or none.
    for (const prefix of ['4000300000', '4010312345', '9000006983', '5000000000']) {
      const valid = Array.from({ length: 10 }, (_, digit) => `${prefix}${digit}`).filter(isValidRegistrationNumber)
      expect(valid.length).toBe(registrationCheckDigit(prefix) === null ? 0 : 1)
    }
  })
})
