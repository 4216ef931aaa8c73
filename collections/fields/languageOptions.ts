/** The site's two languages as a select's options, each named in its own language. */
export const LANGUAGE_OPTIONS = [
  { label: 'Latviešu', value: 'lv' },
  { label: 'English', value: 'en' },
]
