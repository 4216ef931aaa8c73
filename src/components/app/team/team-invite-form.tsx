'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useRef } from 'react'

import { Field } from '@/components/forms/field'
import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { SubmitButton } from '@/components/forms/submit-button'
import { api } from '@/lib/client/api'
import { formValues, useSubmission } from '@/lib/client/use-submission'
import type { SentInvite } from '@/services/team/read-team'

import styles from './team.module.css'
import { teamInviteError } from './team-error'

type Answer = { success?: boolean; invite?: SentInvite } | null

/** The add-member form: e-mail, then a success message with 'send another' (docs/product.md#states). */
export function TeamInviteForm({ onInvited, onClose }: { onInvited: (invite: SentInvite) => void; onClose: () => void }) {
  const t = useTranslations('app.team')
  const formRef = useRef<HTMLFormElement>(null)
  const { submission, start, succeed, invalid, fail, reset } = useSubmission(formRef)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = formValues(event.currentTarget).email.trim()
    if (!email) return invalid({ email: t('need_email') })
    start()
    try {
      const answer = await api<Answer>('/api/user/team/invite', { method: 'POST', json: { email } })
      if (!answer?.success || !answer.invite) return fail(null, t('unexplained_error'))
      onInvited(answer.invite)
      succeed(t('invite_success', { email: answer.invite.email }))
    } catch (failure) {
      fail(failure, teamInviteError(failure, t))
    }
  }

  return (
    <section id="team-invite" className={styles.invitePanel} aria-labelledby="team-invite-title">
      <div className={styles.panelHead}>
        <h2 id="team-invite-title" className={styles.sectionTitle}>
          {t('invite_title')}
        </h2>
        <button type="button" className={styles.textButton} onClick={onClose}>
          {t('close')}
        </button>
      </div>
      {submission.status === 'success' ? (
        <div className={styles.sent}>
          <FormAlert tone="success" takeFocus>
            {submission.message}
          </FormAlert>
          <button type="button" className={formStyles.button} onClick={reset}>
            {t('send_another')}
          </button>
        </div>
      ) : (
        <form ref={formRef} className={styles.inviteForm} onSubmit={onSubmit} noValidate>
          <FormAlert tone="error">{submission.status === 'error' && submission.message}</FormAlert>
          <div className={styles.inviteRow}>
            <Field
              name="email"
              type="email"
              id="team-invite-email"
              label={t('email')}
              autoComplete="off"
              inputMode="email"
              error={submission.errors.email}
              autoFocus
            />
            <SubmitButton busy={submission.status === 'progress'} label={t('send')} busyLabel={t('sending')} />
          </div>
        </form>
      )}
    </section>
  )
}
