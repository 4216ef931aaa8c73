import type React from 'react'

import styles from './app.module.css'

/** The head of a seller's area page: its title, a line on what it is for, an optional action. */
export function AppPage({
  title,
  intro,
  action,
  children,
}: {
  title: string
  intro?: string
  action?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <>
      <header className={styles.pageHead}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {action}
      </header>
      {children}
    </>
  )
}
