import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/translate'

describe('server-side messages', () => {
  it('should render plural messages as the pages do, by each language’s rules', () => {
    expect(translate('lv', 'listings.count', { count: 0 })).toBe('Nav piedāvājumu')
    expect(translate('lv', 'listings.count', { count: 21 })).toBe('21 piedāvājums')
    expect(translate('lv', 'listings.count', { count: 5 })).toBe('5 piedāvājumi')
    expect(translate('en', 'listings.count', { count: 1 })).not.toContain('{')
    // A listing's lifetime is the editors' to set: 21 days is "21 dienu", 180 "180 dienas".
    for (const key of ['listingForm.renewHint', 'email.expiryReminder.action']) {
      expect(translate('lv', key, { days: 21 })).toContain('vēl 21 dienu')
      expect(translate('lv', key, { days: 180 })).toContain('vēl 180 dienas')
      expect(translate('lv', key, { days: 11 })).toContain('vēl 11 dienas')
    }
  })

  it('should fill plain placeholders, keep one that was not given, and answer an unknown key with itself', () => {
    expect(translate('lv', 'errors.fileTooLarge', { max: 15 })).toContain('15 MB')
    expect(translate('lv', 'errors.fileFormatNotAllowed', { formats: 'jpg' })).toContain('{extension}')
    expect(translate('en', 'no.such.message')).toBe('no.such.message')
  })
})
