import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { formatRigaDateTime } from '@/lib/format/riga-date-time'
import type { ReceivedInquiries as Inbox } from '@/services/inquiries/received-inquiries'

import listStyles from './app-list.module.css'
import styles from './received-inquiries.module.css'

const INBOX_PATH = '/app/listing/inquiries'

/**
 * The buyers' inquiries to the seller's team, newest first: each with its listing, the buyer's
 * name, the message and a way to answer by mail (the buyer's address, the listing in the subject)
 * or by phone when the buyer gave one. Those not mailed to the seller say why: the buyer has not
 * confirmed their address yet, or the mail caps held them.
 */
export async function ReceivedInquiries({ inbox, locale }: { inbox: Inbox; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'inquiries.inbox' })
  const pages = await getTranslations({ locale, namespace: 'listings' })
  if (inbox.total === 0) return <p>{t('empty')}</p>
  const pageHref = (page: number) => (page === 1 ? INBOX_PATH : `${INBOX_PATH}?page=${page}`)
  return (
    <>
      <p>{t('count', { count: inbox.total })}</p>
      <ol className={listStyles.list} data-testid="received-inquiries">
        {inbox.inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <article className={styles.inquiry} aria-labelledby={`inquiry-${inquiry.id}`}>
              <div className={styles.head}>
                <h2 id={`inquiry-${inquiry.id}`} className={styles.listing}>
                  {inquiry.name} · <Link href={`/app/listing/edit/${inquiry.listing.id}`}>{inquiry.listing.title}</Link>
                </h2>
                <time className={styles.when} dateTime={inquiry.created_at}>
                  {formatRigaDateTime(inquiry.created_at)}
                </time>
              </div>
              {inquiry.status !== 'mailed' && (
                <p className={`${styles.mark} ${styles[inquiry.status]}`} data-status={inquiry.status}>
                  {t(inquiry.status)}
                </p>
              )}
              <p className={styles.message}>{inquiry.message}</p>
              <p className={styles.contacts}>
                <a href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.listing.title}`)}`}>
                  {t('reply', { email: inquiry.email })}
                </a>
                {inquiry.phone && <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}>{inquiry.phone}</a>}
              </p>
            </article>
          </li>
        ))}
      </ol>
      {inbox.pages > 1 && (
        <nav className={styles.pages} aria-label={pages('pagination')}>
          {inbox.page > 1 ? <Link href={pageHref(inbox.page - 1)}>{pages('previous')}</Link> : <span />}
          {inbox.page < inbox.pages && <Link href={pageHref(inbox.page + 1)}>{pages('next')}</Link>}
        </nav>
      )}
    </>
  )
}
