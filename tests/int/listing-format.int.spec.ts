import { describe, expect, it } from 'vitest'

import { formatCount, formatEuro, formatPercent } from '@/lib/format/numbers'
import { formatRigaDateTime } from '@/lib/format/riga-date-time'
import { CARD_DESCRIPTION_LENGTH, cutDescription } from '@/lib/text/cut-description'

const NBSP = '\u00a0'

describe('cutDescription', () => {
  const sentence = (words: number, end = '.') => `${'Vārds '.repeat(words).trim()}${end}`

  it('should leave a description within the limit whole, with its line breaks flattened', () => {
    expect(cutDescription('Pirmā rinda.\n\nOtrā   rinda.')).toBe('Pirmā rinda. Otrā rinda.')
    const exact = 'a'.repeat(CARD_DESCRIPTION_LENGTH)
    expect(cutDescription(exact)).toBe(exact)
  })

  it('should cut after the last whole sentence that fits in 200 characters', () => {
    const first = sentence(12) // 71 characters
    const second = sentence(16, '!') // 95 characters
    const text = `${first} ${second} ${sentence(20, '?')} ${sentence(5)}`
    const cut = cutDescription(text)
    expect(cut).toBe(`${first} ${second}`)
    expect(cut.length).toBeLessThanOrEqual(200)
  })

  it('should count a sentence ending exactly at the limit', () => {
    const text = `${'x'.repeat(198)}. Nākamais teikums.`
    expect(cutDescription(text)).toBe(`${'x'.repeat(198)}.`)
  })

  it('should not take a Latvian ordinal or abbreviation for a sentence end', () => {
    const text = `Uzņēmums darbojas kopš 2014. gada un sniedz ēdināšanas u.c. pakalpojumus ${'ļoti '.repeat(40)}beigas.`
    const cut = cutDescription(text)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).toContain('kopš 2014. gada')
  })

  it('should otherwise cut at a word boundary with an ellipsis, within the limit', () => {
    // Eleven characters a word: the 19th starts at character 199, past room for the ellipsis.
    const text = 'abcdefghi, '.repeat(40)
    const cut = cutDescription(text)
    expect(cut).toBe(`${'abcdefghi, '.repeat(17)}abcdefghi…`)
    expect(cut.length).toBeLessThanOrEqual(CARD_DESCRIPTION_LENGTH)
  })

  it('should cut a single endless word hard, without splitting a character', () => {
    const cut = cutDescription('ž'.repeat(500))
    expect(cut).toBe(`${'ž'.repeat(199)}…`)
    expect(cutDescription('😀'.repeat(300))).toBe(`${'😀'.repeat(199)}…`)
  })
})

describe('formatEuro', () => {
  it('should group Latvian euros with no-break spaces and the sign after', () => {
    expect(formatEuro(50000, 'lv')).toBe(`50${NBSP}000${NBSP}€`)
    expect(formatEuro(1234567, 'lv')).toBe(`1${NBSP}234${NBSP}567${NBSP}€`)
    expect(formatEuro(5000, 'lv')).toBe(`5${NBSP}000${NBSP}€`)
    expect(formatEuro(0, 'lv')).toBe(`0${NBSP}€`)
  })

  it('should write English euros the English way', () => {
    expect(formatEuro(50000, 'en')).toBe('€50,000')
  })
})

describe('formatCount and formatPercent', () => {
  it('should group counts and space the Latvian percent sign', () => {
    expect(formatCount(1568, 'lv')).toBe(`1${NBSP}568`)
    expect(formatCount(1568, 'en')).toBe('1,568')
    expect(formatPercent(100, 'lv')).toBe(`100${NBSP}%`)
    expect(formatPercent(25.5, 'lv')).toBe(`25,5${NBSP}%`)
    expect(formatPercent(25.5, 'en')).toBe('25.5%')
  })
})

describe('formatRigaDateTime', () => {
  it('should write dd.mm.yyyy hh:mm in Riga summer time (UTC+3)', () => {
    expect(formatRigaDateTime('2024-07-01T21:30:00Z')).toBe('02.07.2024 00:30')
  })

  it('should write Riga winter time (UTC+2) with a 24-hour clock', () => {
    expect(formatRigaDateTime(new Date('2024-01-05T13:07:00Z'))).toBe('05.01.2024 15:07')
    expect(formatRigaDateTime('2024-12-31T22:00:00Z')).toBe('01.01.2025 00:00')
  })
})
