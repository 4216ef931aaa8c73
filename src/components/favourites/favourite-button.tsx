'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useRouter } from '@/i18n/navigation'
import { forgetListing, isSaved, saveListing, useSavedListing } from '@/lib/client/favourites'
import { loginReturnQuery, rememberLoginReturn } from '@/lib/client/login-return'

import styles from './favourite-button.module.css'
import { HeartIcon } from './heart-icon'

type Props = {
  listingId: number
  title: string
  /** `card`: a round heart over the card's image, named after the listing; `page`: the heart and its word, on the listing's page. */
  variant: 'card' | 'page'
}

/**
 * The heart that saves a listing for the signed-in user, or takes it off again; a visitor is
 * sent to login and comes back to this page with the listing saved (the login form finishes
 * it). Shown pressed at once, put back if the call fails, with the reason beside it.
 */
export function FavouriteButton({ listingId, title, variant }: Props) {
  const t = useTranslations('favourites.heart')
  const router = useRouter()
  const { user, saved } = useSavedListing(listingId)
  const [pending, setPending] = useState<boolean | null>(null)
  const [error, setError] = useState('')
  const pressed = pending ?? saved ?? false

  const toggle = async () => {
    if (pending !== null) return
    if (!user) {
      const { pathname, search } = window.location
      rememberLoginReturn(pathname + search, listingId)
      router.push({ pathname: '/login', query: loginReturnQuery(pathname + search, listingId) })
      return
    }
    const save = !(await isSaved(user.id, listingId))
    setPending(save)
    setError('')
    try {
      await (save ? saveListing(listingId) : forgetListing(listingId))
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('failed'))
    } finally {
      setPending(null)
    }
  }

  const word = t(pressed ? 'saved' : 'save')
  return (
    <span className={styles[variant]}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={pressed}
        aria-busy={pending !== null}
        // On a card the listing's title is in the name: a list of hearts must say which is which.
        aria-label={variant === 'card' ? t(pressed ? 'savedListing' : 'saveListing', { title }) : undefined}
        title={variant === 'card' ? word : undefined}
        onClick={toggle}
      >
        <HeartIcon filled={pressed} />
        {variant === 'page' && <span>{word}</span>}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  )
}
