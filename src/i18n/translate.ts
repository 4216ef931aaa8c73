import { type AbstractIntlMessages, createTranslator } from 'use-intl/core'

// The import attribute lets plain Node ESM load these too (a Playwright test using the Local API).
import en from './messages/en.json' with { type: 'json' }
import lv from './messages/lv.json' with { type: 'json' }
import ru from './messages/ru.json' with { type: 'json' }
import { defaultLocale, isLocale, type Locale } from './routing'

const catalogues: Record<Locale, AbstractIntlMessages> = { lv, en, ru }

const lookup = (catalogue: unknown, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)
  return typeof value === 'string' ? value : undefined
}

/** What a translator answers when it cannot: the message is then filled the plain way below. */
const UNFORMATTED = '\u0000unformatted'

/** next-intl's own formatter (ICU: plurals, selects) per language, as the pages use it. */
const translators = Object.fromEntries(
  (Object.keys(catalogues) as Locale[]).map((locale) => [
    locale,
    createTranslator({ locale, messages: catalogues[locale], onError: () => {}, getMessageFallback: () => UNFORMATTED }),
  ]),
) as Record<Locale, ReturnType<typeof createTranslator>>

/**
 * Server-side messages (API errors, e-mails) from the same catalogues, through the same ICU
 * formatter as the pages (next-intl's createTranslator), so plurals render here too. A key
 * missing in English or Russian falls back to Latvian, an unknown key is itself; a message the formatter
 * cannot format (a value not given) keeps the missing `{name}` as written.
 */
export function translate(locale: string | undefined, key: string, vars: Record<string, string | number> = {}): string {
  const chosen = isLocale(locale) ? locale : defaultLocale
  const formatted = translators[chosen](key as never, vars as never)
  if (formatted !== UNFORMATTED) return formatted
  const template = lookup(catalogues[chosen], key) ?? lookup(catalogues[defaultLocale], key) ?? key
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** Whether `key` names a message of the catalogue (zod's own messages are plain English, ours are keys). */
export const isMessageKey = (key: string | undefined): key is string =>
  key !== undefined && lookup(catalogues[defaultLocale], key) !== undefined
