import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/routing'

import { en, lv, ru } from '../helpers/messages'

type Tree = { [key: string]: string | Tree }

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  )

const catalogues = { lv, en, ru } as unknown as Record<(typeof locales)[number], Tree>

/** The names a message fills in ({name}, {count, plural, …}): every translation must keep them. */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort()

/** Russian values with no Cyrillic on purpose: only placeholders, brand names and symbols. */
const LATIN_ALLOWED_IN_RUSSIAN = new Set(['admin.plans.stripe'])

describe('message catalogues', () => {
  it('should have a catalogue for every interface language, each with exactly the keys of the Latvian one', () => {
    const latvianKeys = flatten(catalogues.lv).map(([key]) => key)
    for (const locale of locales) {
      expect(
        flatten(catalogues[locale]).map(([key]) => key),
        locale,
      ).toEqual(latvianKeys)
    }
  })

  it('should keep every placeholder of the Latvian message in each translation', () => {
    const latvian = new Map(flatten(catalogues.lv))
    for (const locale of locales) {
      for (const [key, message] of flatten(catalogues[locale])) {
        expect(argumentsOf(message), `${locale}: ${key}`).toEqual(argumentsOf(latvian.get(key) ?? ''))
      }
    }
  })

  it('should leave no Russian message in Latvian or English: each with letters outside its placeholders has Cyrillic', () => {
    const untranslated = flatten(catalogues.ru).filter(([key, message]) => {
      if (LATIN_ALLOWED_IN_RUSSIAN.has(key)) return false
      const text = message.replace(/\{\s*\w+\s*\}/g, '').replace(/\{\s*\w+\s*,\s*\w+/g, '')
      return /\p{L}/u.test(text) && !/\p{Script=Cyrillic}/u.test(text)
    })
    expect(untranslated.map(([key]) => key)).toEqual([])
  })

  it('should give Russian plural forms (one, few, many) wherever Latvian counts', () => {
    const missing = flatten(catalogues.ru)
      .filter(([, message]) => /plural,/.test(message))
      .filter(([, message]) => !/\bone \{/.test(message) || !/\bfew \{/.test(message) || !/\bmany \{/.test(message))
    expect(missing.map(([key]) => key)).toEqual([])
  })
})
