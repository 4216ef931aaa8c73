import type { SelectHTMLAttributes } from 'react'

import { FieldFrame } from '@/components/forms/field-frame'
import styles from '@/components/forms/forms.module.css'

import own from './listing-form.module.css'

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> & {
  name: string
  label: string
  options: { value: string; label: string }[]
  error?: string
}

/** A labelled select, marked and described like the shared Field. */
export function SelectField({ name, label, options, error, ...select }: Props) {
  const id = `field-${name}`
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(description) => (
        <select id={id} name={name} className={`${styles.input} ${own.select}`} {...description} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
