'use client'

import { useSyncExternalStore } from 'react'

/** The user object from login, kept under localStorage `user` (docs/product.md#entities): a display hint only. */
export type StoredUser = { id: number; email: string; first_name?: string; last_name?: string; roles?: string[] }

const KEY = 'user'
const EVENT = 'bizness:user'

export function readStoredUser(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(KEY)
    const user = raw ? (JSON.parse(raw) as StoredUser | null) : null
    return user && typeof user === 'object' && 'id' in user ? user : null
  } catch {
    return null
  }
}

export function storeUser(user: StoredUser | null): void {
  if (user) window.localStorage.setItem(KEY, JSON.stringify(user))
  else window.localStorage.removeItem(KEY)
  window.dispatchEvent(new Event(EVENT))
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

let snapshot: { raw: string | null; user: StoredUser | null } = { raw: null, user: null }

const read = () => {
  const raw = window.localStorage.getItem(KEY)
  if (raw !== snapshot.raw) snapshot = { raw, user: readStoredUser() }
  return snapshot.user
}

/**
 * The stored user, kept in step across components and tabs. On the server (and during
 * hydration) it is `undefined`, so pages can be cached and the header fills in after load.
 */
export const useStoredUser = (): StoredUser | null | undefined => useSyncExternalStore(subscribe, read, () => undefined)
