'use client'

import { type RefObject, useCallback, useEffect, useState } from 'react'

import { ApiFailure } from './api'

export type FieldErrors = Record<string, string>

export type Submission = {
  status: 'idle' | 'progress' | 'success' | 'error'
  /** The banner's text: the success message or the failure's. */
  message: string
  errors: FieldErrors
}

const IDLE: Submission = { status: 'idle', message: '', errors: {} }

/**
 * The life of a form (docs/product.md#states): idle → in progress → success or error. `invalid` is
 * the client's own check failing, `fail` a failed call (its field messages are kept). After
 * either the caret goes to the first field at fault, once its message is on the page.
 */
export function useSubmission(formRef?: RefObject<HTMLFormElement | null>) {
  const [submission, setSubmission] = useState<Submission>(IDLE)
  useEffect(() => {
    if (submission.status === 'error') focusFirstError(formRef?.current ?? null, submission.errors)
  }, [submission, formRef])
  const start = useCallback(() => setSubmission({ status: 'progress', message: '', errors: {} }), [])
  const succeed = useCallback((message: string) => setSubmission({ status: 'success', message, errors: {} }), [])
  const invalid = useCallback((errors: FieldErrors) => setSubmission({ status: 'error', message: '', errors }), [])
  /** `message` replaces the failure's own text where the screen has its own (docs/product.md#errors). */
  const fail = useCallback((failure: unknown, message?: string) => {
    const errors = failure instanceof ApiFailure ? failure.errors : {}
    const own = failure instanceof Error ? failure.message : ''
    setSubmission({ status: 'error', message: message ?? own, errors })
  }, [])
  const reset = useCallback(() => setSubmission(IDLE), [])
  return { submission, start, succeed, invalid, fail, reset }
}

/** The values of a submitted form as text, by field name. */
export const formValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']))

/** Puts the caret in the first field at fault, so its message is read out with its label. */
function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const fields = [...(form?.elements ?? [])] as HTMLInputElement[]
  fields.find((field) => field.name && field.name in errors)?.focus()
}
