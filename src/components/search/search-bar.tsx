import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'

import styles from './search.module.css'

type Props = { locale: Locale; formId: string; panelId: string; q: string | undefined; activeFilters: number }

/**
 * The words of a search above the results, belonging to the filters' form by its id (the form
 * sits in the sidebar); on phones, the button that opens the filter sheet.
 */
export async function SearchBar({ locale, formId, panelId, q, activeFilters }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <div className={styles.bar}>
      <label className={styles.words}>
        <span className="visually-hidden">{t('label')}</span>
        <input
          type="search"
          name="q"
          form={formId}
          defaultValue={q ?? ''}
          placeholder={t('placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          className={styles.wordsInput}
        />
      </label>
      <button type="submit" form={formId} className={styles.submit}>
        {t('submit')}
      </button>
      <button type="button" popoverTarget={panelId} className={styles.toggle} aria-haspopup="dialog">
        {activeFilters ? t('filtersCount', { count: activeFilters }) : t('filters')}
      </button>
    </div>
  )
}
