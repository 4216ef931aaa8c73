'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { formatDate } from '@/lib/format/riga-date-time'
import type { TeamMember } from '@/services/team/read-team'

import styles from './team.module.css'

type Props = {
  members: TeamMember[]
  selfId: number
  /** Only the team owner disables members; others see the list read-only. */
  manage: boolean
  /** The id being disabled right now. */
  busyId: number | null
  onDisable: (member: TeamMember) => void
}

/** Members with their state; active ones other than oneself can be disabled, after a confirmation. */
export function TeamMembers({ members, selfId, manage, busyId, onDisable }: Props) {
  const t = useTranslations('app.team')
  const [confirming, setConfirming] = useState<number | null>(null)

  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('members_title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('email')}</th>
          <th scope="col">{t('member_since')}</th>
          <th scope="col">{t('status')}</th>
          {manage && (
            <th scope="col">
              <span className="visually-hidden">{t('actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const self = member.id === selfId
          return (
            <tr key={member.id}>
              <td data-label={t('email')} className={styles.email}>
                {member.email}
                {self && <span className={styles.you}> ({t('you')})</span>}
              </td>
              <td data-label={t('member_since')}>{formatDate(member.created_at)}</td>
              <td data-label={t('status')}>
                <span className={`${styles.badge} ${member.is_deleted ? styles.disabled : styles.active}`}>
                  {member.is_deleted ? t('disabled') : t('active')}
                </span>
              </td>
              {manage && (
                <td className={styles.actionCell}>
                  {!self && !member.is_deleted && confirming !== member.id && (
                    <button
                      type="button"
                      className={styles.dangerButton}
                      disabled={busyId === member.id}
                      onClick={() => setConfirming(member.id)}
                    >
                      {busyId === member.id ? t('disabling') : t('disable')}
                    </button>
                  )}
                  {confirming === member.id && (
                    <div className={styles.confirm} role="group" aria-label={t('confirm_disable', { email: member.email })}>
                      <p>{t('confirm_disable', { email: member.email })}</p>
                      <button
                        type="button"
                        className={styles.dangerButton}
                        autoFocus
                        onClick={() => {
                          setConfirming(null)
                          onDisable(member)
                        }}
                      >
                        {t('confirm_yes')}
                      </button>
                      <button type="button" className={styles.textButton} onClick={() => setConfirming(null)}>
                        {t('confirm_no')}
                      </button>
                    </div>
                  )}
                </td>
              )}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
