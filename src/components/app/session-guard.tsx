'use client'

import { useEffect } from 'react'

import { usePathname } from '@/i18n/navigation'
import { endExpiredSession } from '@/lib/client/session'
import { readStoredUser } from '@/lib/client/stored-user'

/**
 * Every /app page needs a stored user (docs/product.md#sellers-area): without one the visitor goes to login
 * and comes back afterwards. Checked on arrival and on each move within the area, not when the
 * user is removed, since logging out goes to login by itself and must not leave a way back.
 */
export function SessionGuard() {
  const pathname = usePathname()
  useEffect(() => {
    if (!readStoredUser()) endExpiredSession()
  }, [pathname])
  return null
}
