import NextLink from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import formStyles from '@/components/forms/forms.module.css'
import { ClientMessages } from '@/components/i18n/client-messages'
import { WithdrawSearchButton } from '@/components/saved-searches/withdraw-search-button'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatDate } from '@/lib/format/riga-date-time'
import { payloadClient } from '@/reads/payload-client'
import type { User } from '@/payload-types'
import { ownSavedSearches } from '@/services/saved-searches/own-searches'
import { SAVED_SEARCHES_MAX } from '@/services/saved-searches/save-search'

import listStyles from './app-list.module.css'
import styles from './saved-searches.module.css'

/** The texts of the withdraw button, the only client leaf here. */
const CLIENT_MESSAGES = [
  'savedSearches.app.remove',
  'savedSearches.app.removeLabel',
  'savedSearches.app.removing',
  'savedSearches.app.unexpected',
]

/**
 * The person's active saved searches in /app: each in words, with the way to its search page and
 * to stop its digest; or, with none, where saving one starts.
 */
export async function SavedSearches({ user }: { user: User }) {
  const locale = (await getLocale()) as Locale
  const [t, searches] = await Promise.all([getTranslations('savedSearches.app'), ownSavedSearches(await payloadClient(), user, locale)])
  return (
    <section className={styles.section} aria-labelledby="saved-searches-title">
      <header className={styles.head}>
        <h2 id="saved-searches-title" className={styles.heading}>
          {t('title')}
        </h2>
        {searches.length > 0 && <span className={styles.count}>{t('count', { count: searches.length, max: SAVED_SEARCHES_MAX })}</span>}
      </header>
      {searches.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p>{t('emptyText')}</p>
          <Link href="/bizness" className={formStyles.button}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          <ClientMessages namespaces={CLIENT_MESSAGES}>
            <ul className={listStyles.list}>
              {searches.map((search) => (
                <li key={search.id} className={styles.item}>
                  <div className={styles.main}>
                    <p className={styles.description}>{search.description}</p>
                    <p className={styles.meta}>
                      <span>{t('since', { date: formatDate(search.consent_at) })}</span>
                      {search.last_digest_at && <span>{t('lastDigest', { date: formatDate(search.last_digest_at) })}</span>}
                    </p>
                  </div>
                  <div className={styles.actions}>
                    <NextLink href={search.path} className={styles.open} aria-label={t('openLabel', { description: search.description })}>
                      {t('open')}
                    </NextLink>
                    <WithdrawSearchButton id={search.id} description={search.description} />
                  </div>
                </li>
              ))}
            </ul>
          </ClientMessages>
        </>
      )}
    </section>
  )
}
