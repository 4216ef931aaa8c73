import styles from './forms.module.css'

/** The form's button: while the call runs it is disabled and says so (docs/product.md#states). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  wide = false,
}: {
  busy: boolean
  label: string
  busyLabel: string
  wide?: boolean
}) {
  return (
    <button type="submit" className={`${styles.button} ${wide ? styles.wide : ''}`} disabled={busy} aria-busy={busy}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  )
}
