import { describe, expect, it } from 'vitest'

import robots from '@/app/robots'
import { localePath, pathLocale, pathWithoutLocale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { formatCount, formatEuro, formatPercent } from '@/lib/format/numbers'
import { siteUrl } from '@/lib/runtime/site-url'
import { alternates, languageUrls } from '@/lib/seo/alternates'

describe('the site in Russian', () => {
  it('should serve Russian under /ru beside Latvian without a prefix and English under /en', () => {
    expect(localePath('/bizness', 'ru')).toBe('/ru/bizness')
    expect(localePath('/', 'ru')).toBe('/ru')
    expect(localePath('/bizness', 'lv')).toBe('/bizness')
    expect(pathLocale('/ru/app/listing/my')).toBe('ru')
    expect(pathLocale('/rubrika')).toBe('lv')
    expect(pathWithoutLocale('/ru/app')).toBe('/app')
    expect(pathWithoutLocale('/ru')).toBe('/')
  })

  it('should give a Russian page its canonical URL and hreflang alternates for all three languages', () => {
    const site = siteUrl()
    expect(alternates('/bizness', 'ru')).toEqual({
      canonical: `${site}/ru/bizness`,
      languages: { lv: `${site}/bizness`, en: `${site}/en/bizness`, ru: `${site}/ru/bizness`, 'x-default': `${site}/bizness` },
    })
    expect(languageUrls('/').ru).toBe(`${site}/ru`)
  })

  it('should count in Russian with its plural forms (one, few, many)', () => {
    expect(translate('ru', 'listings.count', { count: 1 })).toBe('1 предложение')
    expect(translate('ru', 'listings.count', { count: 3 })).toBe('3 предложения')
    expect(translate('ru', 'listings.count', { count: 5 })).toBe('5 предложений')
    expect(translate('ru', 'listings.count', { count: 21 })).toBe('21 предложение')
    expect(translate('ru', 'api.notLoggedIn')).toBe('Пожалуйста, войдите, чтобы продолжить.')
  })

  it('should write figures the way Russian is written in Latvia (ru-LV)', () => {
    expect(formatEuro(50000, 'ru')).toBe('50\u00a0000\u00a0€')
    expect(formatCount(1568, 'ru')).toBe('1\u00a0568')
    expect(formatPercent(25.5, 'ru')).toBe('25,5\u00a0%')
  })

  it('should keep the sellers’ area of every language out of search engines', () => {
    expect(robots().rules).toMatchObject({ disallow: expect.arrayContaining(['/app', '/en/app', '/ru/app']) })
  })
})
