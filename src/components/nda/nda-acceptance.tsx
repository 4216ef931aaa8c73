'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import formStyles from '@/components/forms/forms.module.css'
import { Link } from '@/i18n/navigation'
import { api, ApiFailure } from '@/lib/client/api'
import { useBusyCall } from '@/lib/client/use-busy-call'
import { type BuyerNdaState, NDA_COMPANY_MAX } from '@/lib/nda/states'

import styles from './nda.module.css'

/** The states a buyer reads a sentence about and can do nothing further in. */
const SAID: Partial<Record<BuyerNdaState, string>> = { pending: 'pending', declined: 'declined', revoked: 'revoked' }

/**
 * Where the visitor stands with this listing's NDA (GET /api/listing/nda/{slug}/mine), and the
 * way to accept it (POST /api/listing/nda/{slug}) with the version shown. Access granted at once
 * reloads the page, which the server then renders whole for this buyer.
 */
export function NdaAcceptance({ slug, version }: { slug: string; version: number }) {
  const t = useTranslations('nda')
  const [state, setState] = useState<BuyerNdaState | null>(null)
  const [company, setCompany] = useState('')
  const { busy, error, run } = useBusyCall(t('block.failed'))

  const mine = () => api<{ state: BuyerNdaState }>(`/api/listing/nda/${encodeURIComponent(slug)}/mine`).then((answer) => answer.state)

  useEffect(() => {
    let live = true
    mine()
      .then((found) => live && setState(found))
      .catch(() => live && setState('none'))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per listing
  }, [slug])

  const accept = () =>
    run(async () => {
      try {
        const answer = await api<{ state: BuyerNdaState }>(`/api/listing/nda/${encodeURIComponent(slug)}`, {
          method: 'POST',
          json: { version, company },
        })
        if (answer.state === 'granted') window.location.reload()
        else setState(answer.state)
      } catch (failure) {
        // Refused for where the buyer stands (declined, revoked, a newer text): show that, with the reason.
        if (failure instanceof ApiFailure && failure.status === 409) setState(await mine())
        throw failure
      }
    })

  if (state === null) return null
  if (state === 'signedOut') {
    return (
      <p className={styles.blockText}>
        <Link href={{ pathname: '/login', query: { next: `/bizness/${slug}` } }} className={formStyles.button}>
          {t('block.signIn')}
        </Link>
      </p>
    )
  }
  const said = SAID[state]
  if (said) {
    return (
      <p role="status" className={`${styles.state} ${state === 'pending' ? '' : styles.stateRefused}`} data-state={state}>
        {t(`block.${said}`)}
      </p>
    )
  }
  if (state === 'granted') {
    return (
      <p role="status" className={styles.state} data-state={state}>
        {t('accepted.granted')}
      </p>
    )
  }
  return (
    <div className={styles.block}>
      {state === 'outdated' && (
        <p role="status" className={styles.state} data-state={state}>
          {t('block.outdated')}
        </p>
      )}
      <div className={formStyles.field}>
        <label htmlFor="nda-company" className={formStyles.label}>
          {t('block.company')}
        </label>
        <input
          id="nda-company"
          className={formStyles.input}
          value={company}
          maxLength={NDA_COMPANY_MAX}
          autoComplete="organization"
          onChange={(event) => setCompany(event.target.value)}
        />
      </div>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.button} onClick={accept} disabled={busy} aria-busy={busy}>
          {busy ? t('block.accepting') : t('block.accept')}
        </button>
      </div>
      {error && (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
