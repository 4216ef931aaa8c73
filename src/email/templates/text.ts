import { translate } from '@/i18n/translate'
import type { Locale } from '@/i18n/routing'

/** The `email.*` texts of one language, for the templates beside this file. */
export const emailText = (locale: Locale) => (key: string, vars?: Record<string, string | number>) =>
  translate(locale, `email.${key}`, vars)

/** "Hello, Anna!", or a plain "Hello!" when the reader's name is not known. */
export const greetingFor = (locale: Locale, name?: string | null) =>
  name?.trim() ? emailText(locale)('greeting', { name: name.trim() }) : emailText(locale)('greetingAnonymous')
