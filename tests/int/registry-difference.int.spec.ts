import { describe, expect, it } from 'vitest'

import { differsFromFiled, hiddenFiguresNote } from '@/lib/registry-difference'

describe('a seller’s figure against the filed one', () => {
  it('should point out a difference of more than 20 % of the filed figure, either way', () => {
    expect(differsFromFiled(260_000, 200_000)).toBe(true)
    expect(differsFromFiled(140_000, 200_000)).toBe(true)
    expect(differsFromFiled(240_000, 200_000)).toBe(false)
    expect(differsFromFiled(160_000, 200_000)).toBe(false)
  })

  it('should measure against a loss by its size', () => {
    expect(differsFromFiled(0, -10_000)).toBe(true)
    expect(differsFromFiled(-9_000, -10_000)).toBe(false)
  })

  it('should say nothing when either figure is unknown, and any difference from a filed zero counts', () => {
    expect(differsFromFiled(null, 200_000)).toBe(false)
    expect(differsFromFiled(200_000, null)).toBe(false)
    expect(differsFromFiled(1, 0)).toBe(true)
    expect(differsFromFiled(0, 0)).toBe(false)
  })
})

describe('the note where the filed figures are hidden', () => {
  const none = { turnover: null, profit: null, employees: null }

  it('should name the figures that stray, else say none does, else, with no figures stated, only that they are hidden', () => {
    expect(hiddenFiguresNote({ ...none, turnover: 260_000 }, ['turnover'])).toBe('hiddenDiffers')
    expect(hiddenFiguresNote({ ...none, employees: 5 }, [])).toBe('hiddenAgrees')
    expect(hiddenFiguresNote(none, [])).toBe('hidden')
  })
})
