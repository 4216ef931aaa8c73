'use client'

import { useTranslations } from 'next-intl'

import { formatDate } from '@/lib/format/riga-date-time'
import type { SentInvite } from '@/services/team/read-team'

import styles from './team.module.css'

type Props = { invites: SentInvite[]; manage: boolean; busyId: number | null; onCancel: (invite: SentInvite) => void }

/** Invitations still waiting for a sign-up; the owner can cancel them. */
export function TeamInvites({ invites, manage, busyId, onCancel }: Props) {
  const t = useTranslations('app.team')
  if (invites.length === 0) return <p className={styles.none}>{t('no_invites')}</p>
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('pending_title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('email')}</th>
          <th scope="col">{t('invited_at')}</th>
          {manage && (
            <th scope="col">
              <span className="visually-hidden">{t('actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {invites.map((invite) => (
          <tr key={invite.id}>
            <td data-label={t('email')} className={styles.email}>
              {invite.email}
            </td>
            <td data-label={t('invited_at')}>{formatDate(invite.created_at)}</td>
            {manage && (
              <td className={styles.actionCell}>
                <button type="button" className={styles.secondaryButton} disabled={busyId === invite.id} onClick={() => onCancel(invite)}>
                  {busyId === invite.id ? t('cancelling') : t('cancel')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
