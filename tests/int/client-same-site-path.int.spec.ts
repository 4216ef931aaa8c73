import { describe, expect, it } from 'vitest'

import { sameSitePath } from '@/lib/client/same-site-path'

describe('sameSitePath (where login may send a visitor back to)', () => {
  it('should honour paths of this site, with their query', () => {
    expect(sameSitePath('/app/user/settings')).toBe('/app/user/settings')
    expect(sameSitePath('/en/app/listing/edit/12?tab=1')).toBe('/en/app/listing/edit/12?tab=1')
    expect(sameSitePath('/')).toBe('/')
  })

  it('should refuse another host in every spelling a browser follows', () => {
    for (const hostile of [
      '//evil.example',
      '//evil.example/app',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /app',
    ]) {
      expect(sameSitePath(hostile), hostile).toBeNull()
    }
  })

  it('should refuse what is not text', () => {
    expect(sameSitePath(null)).toBeNull()
    expect(sameSitePath(undefined)).toBeNull()
    expect(sameSitePath(42)).toBeNull()
    expect(sameSitePath('')).toBeNull()
  })
})
