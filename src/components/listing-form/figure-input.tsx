'use client'

import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react'

import { Field } from '@/components/forms/field'
import { caretAfterDigits, figureDigits, groupThousands, isFigureKey } from '@/lib/listing-form/figures'

type Props = {
  name: 'price' | 'turnover' | 'profit' | 'employees'
  label: string
  defaultValue: number | null
  /** Euro amounts are grouped as typed ('50 000'); a head count is not. */
  grouped: boolean
  maxDigits: number
  error?: string
  hint?: string
}

const digitsIn = (text: string) => text.replace(/\D/g, '').length

/**
 * A whole-number field of the listing form (docs/product.md#input-rules: digits only, grouped as typed). Keys other
 * than digits are stopped, pasted text keeps its digits, and the caret stays after the digit it
 * followed however the grouping spaces move.
 */
export function FigureInput({ name, label, defaultValue, grouped, maxDigits, error, hint }: Props) {
  const format = (text: string) => {
    const digits = figureDigits(text, maxDigits)
    return grouped ? groupThousands(digits) : digits
  }
  const [value, setValue] = useState(() => format(defaultValue === null ? '' : String(defaultValue)))
  const input = useRef<HTMLInputElement | null>(null)
  const caret = useRef<number | null>(null)

  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return
    input.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }, [value])

  /** Shows `text` formatted, with the caret after its first `digitsBeforeCaret` digits. */
  const show = (element: HTMLInputElement, text: string, digitsBeforeCaret: number) => {
    const next = format(text)
    input.current = element
    caret.current = caretAfterDigits(next, Math.min(digitsBeforeCaret, digitsIn(next)))
    setValue(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isFigureKey(event)) event.preventDefault()
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    const start = element.selectionStart ?? value.length
    const end = element.selectionEnd ?? value.length
    const before = value.slice(0, start) + event.clipboardData.getData('text')
    show(element, before + value.slice(end), digitsIn(before))
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget
    show(element, element.value, digitsIn(element.value.slice(0, element.selectionStart ?? element.value.length)))
  }

  return (
    <Field
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      inputMode="numeric"
      autoComplete="off"
      error={error}
      hint={hint}
    />
  )
}
