import { languageNames } from '@/i18n/language-names'

/** The site's languages as a select's options, each named in its own language. */
export const LANGUAGE_OPTIONS = languageNames()
