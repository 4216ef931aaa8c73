'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { api } from '@/lib/client/api'
import type { SentInvite, TeamMember } from '@/services/team/read-team'

import styles from './team.module.css'
import { TeamInviteForm } from './team-invite-form'
import { TeamInvites } from './team-invites'
import { TeamMembers } from './team-members'

type Team = { sent_invites: SentInvite[]; members: TeamMember[] }

type Props = { initial: Team; selfId: number; manage: boolean }

/**
 * Team settings (docs/product.md#sellers-area): the add-member form, the members and the pending
 * invitations, kept in step with each call's answer. Failures of cancel and disable are the
 * team error shown above the lists.
 */
export function TeamManager({ initial, selfId, manage }: Props) {
  const t = useTranslations('app.team')
  const [team, setTeam] = useState<Team>(initial)
  const [formOpen, setFormOpen] = useState(false)
  const [busyId, setBusyId] = useState<number | null>(null)
  const [teamError, setTeamError] = useState('')
  const invitesHeading = useRef<HTMLHeadingElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)

  const run = async (id: number, call: () => Promise<unknown>, done: () => void) => {
    setBusyId(id)
    setTeamError('')
    try {
      await call()
      done()
    } catch (failure) {
      setTeamError(failure instanceof Error ? failure.message : t('unexpected_error'))
    } finally {
      setBusyId(null)
    }
  }

  const cancel = (invite: SentInvite) =>
    run(
      invite.id,
      () => api(`/api/user/team/invite/${invite.id}/cancel`, { method: 'POST' }),
      () => {
        setTeam((current) => ({ ...current, sent_invites: current.sent_invites.filter((item) => item.id !== invite.id) }))
        // The row and its button are gone: keep the caret in the same part of the page.
        invitesHeading.current?.focus()
      },
    )

  const disable = (member: TeamMember) =>
    run(
      member.id,
      () => api(`/api/user/team/member/${member.id}/disable`, { method: 'POST' }),
      () =>
        setTeam((current) => ({
          ...current,
          members: current.members.map((item) => (item.id === member.id ? { ...item, is_deleted: true } : item)),
        })),
    )

  const closeForm = () => {
    setFormOpen(false)
    addButton.current?.focus()
  }

  return (
    <div className={styles.team}>
      {manage ? (
        <div>
          <button
            ref={addButton}
            type="button"
            className={formStyles.button}
            onClick={() => setFormOpen(true)}
            aria-expanded={formOpen}
            aria-controls="team-invite"
          >
            {t('add_member')}
          </button>
        </div>
      ) : (
        <FormAlert tone="info">{t('member_view')}</FormAlert>
      )}
      {formOpen && (
        <TeamInviteForm
          onInvited={(invite) => setTeam((current) => ({ ...current, sent_invites: [...current.sent_invites, invite] }))}
          onClose={closeForm}
        />
      )}
      <FormAlert tone="error">{teamError}</FormAlert>
      <section className={styles.section} aria-labelledby="team-members-title">
        <h2 id="team-members-title" className={styles.sectionTitle}>
          {t('members_title')}
        </h2>
        <TeamMembers members={team.members} selfId={selfId} manage={manage} busyId={busyId} onDisable={disable} />
      </section>
      <section className={styles.section} aria-labelledby="team-invites-title">
        <h2 id="team-invites-title" ref={invitesHeading} tabIndex={-1} className={styles.sectionTitle}>
          {t('pending_title')}
        </h2>
        <TeamInvites invites={team.sent_invites} manage={manage} busyId={busyId} onCancel={cancel} />
      </section>
    </div>
  )
}
