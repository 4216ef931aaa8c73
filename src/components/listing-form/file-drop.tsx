'use client'

import { useTranslations } from 'next-intl'
import { type DragEvent, useEffect, useId, useState } from 'react'

import formStyles from '@/components/forms/forms.module.css'
import type { FileSlot } from '@/lib/listing-form/files'

import styles from './listing-form.module.css'

/** What the zone shows: a file chosen now, or the one the listing has. */
export type ShownFile = { name: string; file?: File; previewUrl?: string | null }

type Props = {
  slot: FileSlot
  label: string
  hint: string
  accept: string
  shown: ShownFile | null
  error?: string
  /** Files dropped or picked here, whichever slot their type then puts them in. */
  onFiles: (files: File[]) => void
  onRemove: () => void
}

/** A local preview of a chosen image, released when it is replaced or the zone goes away. */
function usePreview(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is a browser resource made and released with the file.
      setUrl(null)
      return
    }
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])
  return url
}

/**
 * One upload of the listing form: drop a file on it or pick one (docs/product.md#listing-form: drag and drop or file
 * picker, one file at a time). The file input has no name: the form adds the chosen file under
 * the field its type decides.
 */
export function FileDrop({ slot, label, hint, accept, shown, error, onFiles, onRemove }: Props) {
  const t = useTranslations('listingForm')
  const [over, setOver] = useState(false)
  const id = useId()
  const preview = usePreview(slot === 'image' ? shown?.file : undefined)
  const image = slot === 'image' ? (preview ?? shown?.previewUrl ?? null) : null

  const onDragOver = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    onFiles([...event.dataTransfer.files])
  }

  return (
    <div className={formStyles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={formStyles.label}>
        {label}
      </span>
      <div
        className={`${styles.drop} ${over ? styles.dropOver : ''} ${error ? styles.dropInvalid : ''}`}
        data-testid={`drop-${slot}`}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        {shown && (
          <div className={styles.chosen}>
            {image && (
              // A local object URL or the stored card size: nothing for next/image to optimise.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={image} alt="" className={styles.thumb} />
            )}
            <span className={styles.fileName} data-testid={`${slot}-name`}>
              {shown.name}
            </span>
            <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('removeFileNamed', { name: shown.name })}>
              {t('removeFile')}
            </button>
          </div>
        )}
        <p className={styles.prompt}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className={styles.promptIcon}>
            <path
              d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>
            {t('dropHere')}{' '}
            <label className={styles.pick}>
              {t('chooseFile')}
              <input
                type="file"
                accept={accept}
                className="visually-hidden"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  onFiles([...(event.currentTarget.files ?? [])])
                  // Picking the same file again must count as a new choice.
                  event.currentTarget.value = ''
                }}
              />
            </label>
          </span>
        </p>
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className={formStyles.error} data-testid={`${slot}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
