'use client'

import { useState } from 'react'

type Texts = { button: string; progress: string; hint: string; failed: string; erases: string }

/** Saves the answer's bytes as a file, under the name its Content-Disposition gives. */
async function saveAnswer(response: Response, fallbackName: string) {
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  URL.revokeObjectURL(url)
}

/** The panel's button that downloads the ZIP of /api/users/:id/export; a refusal shows the server's message. */
export function ExportUserDownload({ id, locale, texts }: { id: number | string; locale: 'lv' | 'en'; texts: Texts }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const onClick = async () => {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`/api/users/${id}/export?locale=${locale}`, { method: 'POST', credentials: 'same-origin' })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        throw new Error(body?.message ?? texts.failed)
      }
      await saveAnswer(response, `bizness-dati-${id}.zip`)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : texts.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} aria-busy={busy} onClick={onClick}>
        {busy ? texts.progress : texts.button}
      </button>
      <p className="field-description">{texts.hint}</p>
      <p className="field-description" data-testid="user-erase-scope">
        {texts.erases}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
