import type { InputHTMLAttributes } from 'react'

import { FieldFrame } from './field-frame'
import styles from './forms.module.css'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  /** The call's field name, also the input's name. */
  name: string
  label: string
  error?: string
  hint?: string
  /** Unique on the page when one form's names repeat in another. */
  id?: string
}

/** A labelled input, marked invalid while its message shows. */
export function Field({ name, label, error, hint, id = `field-${name}`, className, ...input }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(description) => <input id={id} name={name} className={styles.input} {...description} {...input} />}
    </FieldFrame>
  )
}
