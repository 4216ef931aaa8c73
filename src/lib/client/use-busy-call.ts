'use client'

import { useState } from 'react'

/**
 * One call a button makes (renew, feature): busy while it runs, and its refusal in words to show
 * beside the button (the call's own message, else `unexpected`).
 */
export function useBusyCall(unexpected: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const run = async (call: () => Promise<void>) => {
    setBusy(true)
    setError('')
    try {
      await call()
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : unexpected)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, run }
}
