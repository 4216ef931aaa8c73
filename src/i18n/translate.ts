// The import attribute lets plain Node ESM load these too (a Playwright test using the Local API).
import en from './messages/en.json' with { type: 'json' }
import lv from './messages/lv.json' with { type: 'json' }
import { defaultLocale, isLocale, type Locale } from './routing'

const catalogues: Record<Locale, unknown> = { lv, en }

const lookup = (catalogue: unknown, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)
  return typeof value === 'string' ? value : undefined
}

/**
 * Server-side message lookup (API errors, e-mails) from the same catalogues as the pages.
 * `{name}` placeholders are filled from vars.
 */
export function translate(locale: string | undefined, key: string, vars: Record<string, string | number> = {}): string {
  const chosen = isLocale(locale) ? locale : defaultLocale
  const template = lookup(catalogues[chosen], key) ?? lookup(catalogues[defaultLocale], key) ?? key
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** Whether `key` names a message of the catalogue (zod's own messages are plain English, ours are keys). */
export const isMessageKey = (key: string | undefined): key is string =>
  key !== undefined && lookup(catalogues[defaultLocale], key) !== undefined
