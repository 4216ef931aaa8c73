import { type Locale, locales } from './routing'
import { translate } from './translate'

/** Every language of the site, named in its own language (a choice a reader of any of them recognises). */
export const languageNames = (): { value: Locale; label: string }[] =>
  locales.map((value) => ({ value, label: translate(value, 'nav.languageName') }))
