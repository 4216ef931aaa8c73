'use client'

import React, { useEffect, useRef } from 'react'

import styles from './forms.module.css'

const TONES = { error: styles.alertError, success: styles.alertSuccess, info: styles.alertInfo }

type Props = {
  tone: 'error' | 'success' | 'info'
  children?: React.ReactNode
  /** For a message that replaces its form: the caret moves to it, so it is read out. */
  takeFocus?: boolean
}

/**
 * The form's banner. Its live region stays on the page while empty, so whatever appears in it
 * is announced: failures assertively, everything else politely.
 */
export function FormAlert({ tone, children, takeFocus = false }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  // A form passes its conditions as children (`{failed && message}`): false, null and '' are nothing to show.
  const shown = React.Children.toArray(children).some((child) => child !== '')
  return (
    <div aria-live={tone === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
      {shown ? (
        <div ref={ref} tabIndex={takeFocus ? -1 : undefined} className={`${styles.alert} ${TONES[tone]}`} data-tone={tone}>
          {children}
        </div>
      ) : null}
    </div>
  )
}
