'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { ModalDialog } from '@/components/ui/modal-dialog'
import { Link, useRouter } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { api, ApiFailure } from '@/lib/client/api'
import { rememberAppRedirect } from '@/lib/client/app-redirect'
import { rememberLoginReturn } from '@/lib/client/login-return'
import { sameSitePath } from '@/lib/client/same-site-path'
import { useStoredUser } from '@/lib/client/stored-user'
import { searchPath } from '@/lib/search/search-url'

import styles from './save-search-button.module.css'

type Props = {
  /** The category searched in; null: every category. */
  categorySlug: string | null
  /** The page's search as its address holds it ('price_max' → '100000'). */
  fields: Record<string, string>
}

/** The call takes figures and a municipality as numbers, the rest as text. */
const TEXT_FIELDS = new Set(['q', 'region', 'sort'])
const asCallFields = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value.trim() !== '')
      .map(([name, value]) => [name, TEXT_FIELDS.has(name) || !/^\d+(\.\d+)?$/.test(value.trim()) ? value : Number(value)]),
  )

type Outcome = { created: boolean; description: string }

/**
 * "Notify me of new listings" for the search on the page: what the digest is, then an explicit
 * yes, which the call records as consent (POST /api/saved-searches). A visitor is sent to log in
 * and back to this search, to press it again there.
 */
export function SaveSearchButton({ categorySlug, fields }: Props) {
  const t = useTranslations('savedSearches.button')
  const locale = useLocale() as Locale
  const router = useRouter()
  const user = useStoredUser()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const here = sameSitePath(searchPath(locale, categorySlug, fields)) ?? '/'

  const start = () => {
    // The login page comes back to `next` (a same-site path only), where the visitor presses again.
    if (user === null) {
      rememberLoginReturn(here, null)
      return router.push(`/login?next=${encodeURIComponent(here)}`)
    }
    setError('')
    setOpen(true)
  }

  const close = () => {
    if (!busy) setOpen(false)
  }

  const confirm = async () => {
    setBusy(true)
    setError('')
    try {
      const saved = await api<{ created: boolean; search: { description: string } }>('/api/saved-searches', {
        method: 'POST',
        json: { category: categorySlug ?? '', ...asCallFields(fields), consent: true },
      })
      setOutcome({ created: saved.created, description: saved.search.description })
      setOpen(false)
    } catch (failure) {
      // api() has already sent an ended session to login, without a way back; this search is it.
      if (failure instanceof ApiFailure && failure.status === 401) rememberAppRedirect(here)
      setError(failure instanceof Error && failure.message ? failure.message : t('unexpected'))
    } finally {
      setBusy(false)
    }
  }

  if (outcome) {
    return (
      <p className={styles.done} role="status">
        <BellIcon />
        <span>{t(outcome.created ? 'saved' : 'already', { description: outcome.description })}</span>
        <Link href="/app/saved" className={styles.manage}>
          {t('manage')}
        </Link>
      </p>
    )
  }

  return (
    <>
      <button type="button" className={styles.notify} onClick={start} aria-haspopup={user === null ? undefined : 'dialog'}>
        <BellIcon />
        {t('notify')}
      </button>
      <ModalDialog open={open} onClose={close} title={t('title')} initialFocus={cancel}>
        <p className={styles.text}>{t('consent')}</p>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.confirm} onClick={confirm} disabled={busy} aria-busy={busy}>
            {busy ? t('saving') : t('confirm')}
          </button>
          <button type="button" ref={cancel} className={styles.cancel} onClick={close} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      </ModalDialog>
    </>
  )
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
