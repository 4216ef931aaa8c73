'use client'

import { useRouter } from '@/i18n/navigation'
import { useBusyCall } from '@/lib/client/use-busy-call'

import styles from './remove-button.module.css'

type Props = {
  /** The call that removes the thing; the screen is read again from the server after it. */
  remove: () => Promise<unknown>
  label: string
  busyLabel: string
  /** What is removed, for a screen reader ('Remove "Café in Riga"'). */
  accessibleLabel: string
  failed: string
}

/** A red "remove" button on an /app list: busy while its call runs, the reason beside it if it fails. */
export function RemoveButton({ remove, label, busyLabel, accessibleLabel, failed }: Props) {
  const router = useRouter()
  const { busy, error, run } = useBusyCall(failed)

  const click = () =>
    run(async () => {
      await remove()
      router.refresh()
    })

  return (
    <span className={styles.remove}>
      <button
        type="button"
        className={styles.button}
        onClick={click}
        disabled={busy}
        aria-busy={busy}
        aria-label={busy ? undefined : accessibleLabel}
      >
        {busy ? busyLabel : label}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  )
}
