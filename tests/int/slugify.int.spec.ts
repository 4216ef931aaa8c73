import { describe, expect, it } from 'vitest'

import { slugify } from '@/lib/slugs/slugify'

describe('slugify', () => {
  it('should transliterate every Latvian letter', () => {
    expect(slugify('Pārdod uzņēmumu')).toBe('pardod-uznemumu')
    expect(slugify('ĀČĒĢĪĶĻŅŠŪŽ āčēģīķļņšūž')).toBe('acegiklnsuz-acegiklnsuz')
  })

  it('should write a Russian title in Latin letters, so a listing written in Russian gets a slug that says what it is', () => {
    expect(slugify('Пекарня в Риге')).toBe('pekarnia-v-rige')
    expect(slugify('ООО «Щука и Ёж»: съезд')).toBe('ooo-shchuka-i-ezh-sezd')
    expect(slugify('Кафе Café 24')).toBe('kafe-cafe-24')
  })

  it('should fold other accents and collapse punctuation into single dashes', () => {
    expect(slugify('  Café — "Ēdnīca" & Co.!  ')).toBe('cafe-ednica-co')
  })

  it('should cap the length without leaving a trailing dash', () => {
    const slug = slugify('Ļoti '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })
})
