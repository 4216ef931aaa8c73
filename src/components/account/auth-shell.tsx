import type React from 'react'

import styles from './auth.module.css'

/** The frame of the login, sign-up and password screens: one card, centred, with its title. */
export function AuthShell({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string
  intro?: string
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
    </div>
  )
}
