import type React from 'react'

import styles from './forms.module.css'

/** What a control needs to be read with its message: invalid while one shows, described by it and the hint. */
export type ControlDescription = { 'aria-invalid'?: true; 'aria-describedby'?: string }

type Props = {
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  children: (description: ControlDescription) => React.ReactNode
}

/**
 * The label, hint and message around one form control, tied to it with aria-describedby so a
 * screen reader reads the message with the label. Inputs, selects and text areas share it.
 */
export function FieldFrame({ id, label, error, hint, className, children }: Props) {
  const messageId = `${id}-message`
  const hintId = `${id}-hint`
  const described = [error ? messageId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
