import styles from './listing-form.module.css'

type Props = { name: string; label: string; hint: string; checked: boolean }

/** A yes/no choice of the listing form, sent as `1` when ticked, with its hint read out beside it. */
export function CheckField({ name, label, hint, checked }: Props) {
  const id = `field-${name}`
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" name={name} value="1" defaultChecked={checked} aria-describedby={`${id}-hint`} />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.note}>
        {hint}
      </p>
    </div>
  )
}
