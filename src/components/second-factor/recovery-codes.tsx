import styles from './second-factor.module.css'

/** The ten recovery codes, shown once, right after the factor was set up. */
export function RecoveryCodes({ title, intro, codes }: { title: string; intro: string; codes: string[] }) {
  return (
    <section className={styles.recovery} aria-label={title}>
      <h2>{title}</h2>
      <p>{intro}</p>
      <ul className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </section>
  )
}
