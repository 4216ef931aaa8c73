/** The site's two languages as a select's options, each named in its own language. */
export const LANGUAGE_OPTIONS = [
  { label: 'Latviešu', value: 'lv' },
  { label: 'English', value: 'en' },
]

/** Every interface language (the content's two and Russian) as a select's options: what a person reads mail in. */
export const INTERFACE_LANGUAGE_OPTIONS = [...LANGUAGE_OPTIONS, { label: 'Русский', value: 'ru' }]
