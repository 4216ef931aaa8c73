'use client'

import { storeUser } from './stored-user'

/** Ends the session on the server and forgets the stored user (docs/product.md#states). */
export async function logout(): Promise<void> {
  await fetch('/api/user/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
  storeUser(null)
  window.localStorage.removeItem('app_redirect')
}
