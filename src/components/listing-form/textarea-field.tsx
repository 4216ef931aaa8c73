import type { TextareaHTMLAttributes } from 'react'

import { FieldFrame } from '@/components/forms/field-frame'
import styles from '@/components/forms/forms.module.css'

import own from './listing-form.module.css'

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & { name: string; label: string; error?: string }

/** A labelled multi-line field, marked and described like the shared Field. */
export function TextareaField({ name, label, error, ...textarea }: Props) {
  const id = `field-${name}`
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(description) => <textarea id={id} name={name} className={`${styles.input} ${own.textarea}`} {...description} {...textarea} />}
    </FieldFrame>
  )
}
