'use client'

import { useState } from 'react'

type Texts = { button: string; confirm: string; hint: string; failed: string }

/** The panel's button that resets a user's second factor after a confirmation; it says the server's answer. */
export function SecondFactorReset({ id, locale, texts }: { id: number; locale: 'lv' | 'en'; texts: Texts }) {
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null)

  const onClick = async () => {
    if (!window.confirm(texts.confirm)) return
    setBusy(true)
    try {
      const response = await fetch(`/api/users/${id}/second-factor/reset?locale=${locale}`, { method: 'POST', credentials: 'same-origin' })
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      setSaid({ text: body?.message ?? texts.failed, failed: !response.ok })
    } catch {
      setSaid({ text: texts.failed, failed: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy || said?.failed === false}
        onClick={onClick}
      >
        {texts.button}
      </button>
      <p className="field-description">{texts.hint}</p>
      {said && (
        <p role={said.failed ? 'alert' : 'status'} className={said.failed ? 'field-error' : 'field-description'}>
          {said.text}
        </p>
      )}
    </>
  )
}
