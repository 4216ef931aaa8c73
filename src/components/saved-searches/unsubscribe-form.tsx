'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/form-alert'
import formStyles from '@/components/forms/forms.module.css'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/client/api'

import styles from './unsubscribe-form.module.css'

type Props = {
  token: string
  /** The link's searches in words; `active` while they are still sent. */
  searches: { id: number; description: string; active: boolean }[]
}

/**
 * The unsubscribe link's page: which searches, and a button that POSTs the withdrawal. Opening
 * the link changes nothing, since mail scanners open links too; only the button does.
 */
export function UnsubscribeForm({ token, searches }: Props) {
  const t = useTranslations('savedSearches.unsubscribe')
  const active = searches.filter((search) => search.active)
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle')
  const [error, setError] = useState('')

  const unsubscribe = async () => {
    setState('busy')
    try {
      await api(`/api/saved-searches/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' })
      setState('done')
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('unexpected'))
      setState('failed')
    }
  }

  const manage = (
    <Link href="/app/saved" className={styles.manage}>
      {t('manage')}
    </Link>
  )

  if (state === 'done' || active.length === 0) {
    return (
      <div className={styles.done}>
        <FormAlert tone="success" takeFocus={state === 'done'}>
          {state === 'done' ? t('done') : t('already')}
        </FormAlert>
        <ul className={styles.searches}>
          {searches.map((search) => (
            <li key={search.id}>{search.description}</li>
          ))}
        </ul>
        {manage}
      </div>
    )
  }

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('intro', { count: active.length })}</p>
      <ul className={styles.searches}>
        {active.map((search) => (
          <li key={search.id}>{search.description}</li>
        ))}
      </ul>
      <FormAlert tone="error">{state === 'failed' && error}</FormAlert>
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.wide}`}
        onClick={unsubscribe}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {state === 'busy' ? t('working') : t('button')}
      </button>
      {manage}
    </div>
  )
}
