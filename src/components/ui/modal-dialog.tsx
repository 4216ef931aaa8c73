'use client'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'

import styles from './modal-dialog.module.css'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  children: React.ReactNode
  /** The button to start on: for a destructive question, the harmless answer. */
  initialFocus?: React.RefObject<HTMLElement | null>
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal question. The native <dialog> opened with showModal() makes the rest of the page
 * inert and gives Escape; Tab and Shift+Tab are also kept circling inside it (the browser
 * would otherwise step out to its own toolbar), and focus returns to where it was on close.
 */
export function ModalDialog({ open, onClose, title, children, initialFocus }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement as HTMLElement | null
    dialog.showModal()
    initialFocus?.current?.focus()
    return () => {
      dialog.close()
      opener?.focus()
    }
  }, [open, initialFocus])

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    if (focusable.length === 0) return
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Escape: let React's state close it, so the two never disagree.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // Chrome closes a dialog itself on a second quick Escape; keep the state in step then too.
      onClose={() => open && onClose()}
    >
      {open && (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  )
}
