'use client'

import { useState } from 'react'

import { Field } from '@/components/forms/field'
import { clampShare, shareText } from '@/lib/listing-form/figures'

type Props = { label: string; defaultValue: number | null; error?: string }

/**
 * The percentage of the company for sale. Typing keeps digits and one decimal separator; on
 * leaving the field the rule of docs/product.md#input-rules applies: empty stays empty, below 1 becomes 1, above 100
 * becomes 100. The form applies it once more when sent with Enter from inside the field.
 */
export function ShareInput({ label, defaultValue, error }: Props) {
  const [value, setValue] = useState(defaultValue === null ? '' : String(defaultValue))
  return (
    <Field
      name="shares_to_sold"
      label={label}
      value={value}
      onChange={(event) => setValue(shareText(event.currentTarget.value))}
      onBlur={() => setValue(clampShare)}
      inputMode="decimal"
      autoComplete="off"
      error={error}
    />
  )
}
