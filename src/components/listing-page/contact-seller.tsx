'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { api } from '@/lib/client/api'
import type { ListingContact } from '@/services/listings/listing-shapes'

import styles from './contact-seller.module.css'

type State = { step: 'idle' | 'loading' } | { step: 'error'; message: string } | { step: 'shown'; contact: ListingContact }

/**
 * The 'contact seller' button: the seller's phone and e-mail are never in the page's HTML; a
 * click fetches them for this one listing and shows them in place.
 */
export function ContactSeller({ slug }: { slug: string }) {
  const t = useTranslations('listing.page')
  const [state, setState] = useState<State>({ step: 'idle' })
  const revealed = useRef<HTMLDivElement>(null)

  // The button the keyboard was on is gone: continue from the contacts that replaced it.
  useEffect(() => {
    if (state.step === 'shown') revealed.current?.focus()
  }, [state.step])

  const reveal = async () => {
    setState({ step: 'loading' })
    try {
      const contact = await api<ListingContact>(`/api/listing/get/${encodeURIComponent(slug)}/contact`)
      setState({ step: 'shown', contact })
    } catch (error) {
      setState({ step: 'error', message: error instanceof Error && error.message ? error.message : t('contactError') })
    }
  }

  if (state.step === 'shown') {
    const { phone, email } = state.contact
    return (
      <div
        ref={revealed}
        tabIndex={-1}
        className={styles.contact}
        role="region"
        aria-label={t('contactTitle')}
        data-testid="seller-contact"
      >
        <dl className={styles.list}>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </dl>
      </div>
    )
  }

  const loading = state.step === 'loading'
  return (
    <div>
      <button type="button" className={styles.button} onClick={reveal} disabled={loading} aria-busy={loading}>
        {loading ? t('contactLoading') : t('contact')}
      </button>
      {state.step === 'error' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
    </div>
  )
}
