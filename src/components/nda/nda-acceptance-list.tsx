import { useTranslations } from 'next-intl'

import listStyles from '@/components/app/app-list.module.css'
import { formatRigaDateTime } from '@/lib/format/riga-date-time'
import type { ListingNdaEntry } from '@/services/nda/listing-ndas'

import { NdaDecisionButtons } from './nda-decision-buttons'
import styles from './nda.module.css'

/**
 * Who accepted one listing's NDA, newest first: the buyer's name (a pseudonym once erased), the
 * company they gave, the state and the times, and what the seller may do about each.
 */
export function NdaAcceptanceList({ listingId, acceptances }: { listingId: number; acceptances: ListingNdaEntry[] }) {
  const t = useTranslations('nda')
  if (acceptances.length === 0) return <p>{t('seller.empty')}</p>
  return (
    <ol className={listStyles.list} data-testid="nda-acceptances">
      {acceptances.map((entry) => {
        const name = entry.user_id === null ? t('seller.erased', { pseudonym: entry.name }) : entry.name
        return (
          <li key={`${entry.user_id ?? entry.name}-${entry.accepted_at}`} className={styles.entry} data-state={entry.state}>
            <div className={styles.who}>
              <h2 className={styles.name}>{name}</h2>
              {entry.company && <p className={styles.meta}>{t('seller.company', { company: entry.company })}</p>}
              <p className={styles.meta}>
                <span className={`${styles.badge} ${styles[entry.state]}`}>{t(`states.${entry.state}`)}</span>
                <span>{t('seller.acceptedAt', { date: formatRigaDateTime(entry.accepted_at) })}</span>
                {entry.decided_at && <span>{t('seller.decidedAt', { date: formatRigaDateTime(entry.decided_at) })}</span>}
              </p>
              {!entry.current && <p className={styles.meta}>{t('seller.oldVersion')}</p>}
            </div>
            {entry.user_id !== null && <NdaDecisionButtons listingId={listingId} buyerId={entry.user_id} state={entry.state} name={name} />}
          </li>
        )
      })}
    </ol>
  )
}
