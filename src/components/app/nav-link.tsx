'use client'

import type React from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import styles from './app-sidebar.module.css'

/** A sidebar link that marks itself as the current page. */
export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname()
  const current = pathname === href
  return (
    <Link href={href} className={styles.link} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
}
