import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'

/** The message of a 429 that says when to try again, whatever number of minutes it names. */
export const limitMessage = (locale: Locale, key: string): RegExp =>
  new RegExp(
    `^${translate(locale, key, { minutes: '§' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('§', '\\d+')}$`,
  )
