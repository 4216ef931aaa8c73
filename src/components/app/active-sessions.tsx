import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/client-messages'
import { formatRigaDateTime } from '@/lib/format/riga-date-time'
import { payloadClient } from '@/reads/payload-client'
import type { User } from '@/payload-types'
import { sessionsOf } from '@/services/account/sessions'
import type { SessionView } from '@/services/account/session-view'

import listStyles from './app-list.module.css'
import styles from './active-sessions.module.css'
import { EndOtherSessionsButton, EndSessionButton } from './end-session-buttons'

/**
 * The person's open sessions on the settings page: each browser with where and when it signed
 * in and was last used, this one marked; every other one can be ended, or all of them at once.
 */
export async function ActiveSessions({ user }: { user: User }) {
  const [t, sessions] = await Promise.all([getTranslations('app.user.sessions'), sessionsOf(await payloadClient(), user)])
  const others = sessions.filter((session) => !session.current).length
  // 'Chrome 126, Windows': what the User-Agent told of the browser and its system, as far as it did.
  const deviceName = ({ browser, os }: SessionView) =>
    browser && os ? t('on_system', { browser, os }) : (browser ?? os ?? t('unknown_browser'))
  return (
    <ClientMessages namespaces={['app.user.sessions']}>
      <h2 id="sessions-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <ul className={listStyles.list} aria-labelledby="sessions-title">
        {sessions.map((session) => {
          const device = deviceName(session)
          return (
            <li key={session.id} className={styles.item}>
              <div className={styles.main}>
                <p className={styles.device}>
                  {device}
                  {session.current && <span className={styles.badge}>{t('this_device')}</span>}
                </p>
                <p className={styles.meta}>
                  <span>{t('signed_in', { date: formatRigaDateTime(session.signed_in_at) })}</span>
                  {session.last_used_at && <span>{t('last_used', { date: formatRigaDateTime(session.last_used_at) })}</span>}
                  {session.address && <span className={styles.address}>{t('address', { address: session.address })}</span>}
                </p>
              </div>
              {!session.current && <EndSessionButton id={session.id} device={device} />}
            </li>
          )
        })}
      </ul>
      <div className={styles.after}>{others > 0 ? <EndOtherSessionsButton /> : <p className={styles.alone}>{t('only_this')}</p>}</div>
    </ClientMessages>
  )
}
