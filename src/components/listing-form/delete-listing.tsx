'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { ModalDialog } from '@/components/ui/modal-dialog'
import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/client/api'

import styles from './listing-side.module.css'

/**
 * The edit screen's "delete listing" link and its confirmation (docs/product.md#listing-form): deleting closes the
 * dialog and goes home; a failure says so in the dialog (docs/product.md#errors) and leaves it open.
 */
export function DeleteListing({ listingId }: { listingId: number }) {
  const t = useTranslations('listingForm')
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)

  const close = () => {
    if (busy) return
    setOpen(false)
    setFailed(false)
  }

  const confirm = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await api(`/api/listing/delete/${listingId}`, { method: 'DELETE' })
      setOpen(false)
      router.push('/')
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button type="button" className={styles.deleteLink} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('delete')}
      </button>
      <ModalDialog open={open} onClose={close} title={t('deleteTitle')} initialFocus={cancel}>
        <p className={styles.dialogText}>{t('deleteText')}</p>
        {failed && (
          <p role="alert" className={styles.dialogError}>
            {t('deleteFailed')}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.danger} onClick={confirm} disabled={busy} aria-busy={busy}>
            {busy ? t('deleting') : t('deleteConfirm')}
          </button>
          <button type="button" ref={cancel} className={styles.secondary} onClick={close} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      </ModalDialog>
    </>
  )
}
