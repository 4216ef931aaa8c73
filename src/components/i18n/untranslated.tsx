import { getTranslations } from 'next-intl/server'

import { defaultLocale, type Locale } from '@/i18n/routing'

import styles from './untranslated.module.css'

/**
 * The `lang` of one field of editors' text: Latvian where it shows the Latvian original because
 * its translation is empty (src/services/content/translated.ts), so screen readers read it as
 * Latvian; otherwise none, the page's own.
 */
export const fieldLang = (untranslated: readonly string[], field: string): Locale | undefined =>
  untranslated.includes(field) ? defaultLocale : undefined

/** Tells the reader, in their language, that some of the text beside it is the Latvian original; nothing when all of it is translated. */
export async function UntranslatedNote({ untranslated, locale }: { untranslated: readonly string[]; locale: Locale }) {
  if (untranslated.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'content' })
  return (
    <p className={styles.note} role="note">
      {t('untranslated')}
    </p>
  )
}
