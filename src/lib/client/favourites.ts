'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { api } from './api'
import { storeUser, type StoredUser, useStoredUser } from './stored-user'

/*
 * The listings the signed-in visitor saved, as this page knows them. Pages with hearts are cached
 * for everyone and carry nobody's favourites, so the ids are read here, once per page load for
 * all the hearts on it, and kept in step with the saves and removals made from it.
 */

type Known = { userId: number; ids: ReadonlySet<number> }

let known: Known | null = null
let loading: { userId: number; done: Promise<void> } | null = null
const listeners = new Set<() => void>()

function publish(next: Known) {
  known = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Reads the user's saved ids unless they are known or on their way; resolves when they are known (or could not be read). */
function load(userId: number): Promise<void> {
  if (known?.userId === userId) return Promise.resolve()
  if (loading?.userId === userId) return loading.done
  const done = fetch('/api/favourites/ids', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      // The server no longer knows this session: forget the stored hint and show the page as a
      // visitor's, without the /app area's move to login (this is a public page being read).
      if (response.status === 401) storeUser(null)
      if (!response.ok) return
      const { ids } = (await response.json()) as { ids: number[] }
      publish({ userId, ids: new Set(ids) })
    })
    .catch(() => undefined)
    .finally(() => {
      if (loading?.done === done) loading = null
    })
  loading = { userId, done }
  return done
}

function mark(listingId: number, saved: boolean) {
  if (!known) return
  const ids = new Set(known.ids)
  if (saved) ids.add(listingId)
  else ids.delete(listingId)
  publish({ userId: known.userId, ids })
}

/** Saves a listing for the signed-in user (PUT /api/favourites/{id}); rejects with the call's failure. */
export async function saveListing(listingId: number): Promise<void> {
  await api(`/api/favourites/${listingId}`, { method: 'PUT' })
  mark(listingId, true)
}

/** Removes a listing from the signed-in user's saved ones (DELETE /api/favourites/{id}). */
export async function forgetListing(listingId: number): Promise<void> {
  await api(`/api/favourites/${listingId}`, { method: 'DELETE' })
  mark(listingId, false)
}

/** Whether the user saved the listing, once their ids are known (read first if they are not yet). */
export async function isSaved(userId: number, listingId: number): Promise<boolean> {
  await load(userId)
  return known?.userId === userId && known.ids.has(listingId)
}

/**
 * The stored user (undefined until the page is hydrated) and whether they saved the listing:
 * undefined while that is not known, false for a visitor.
 */
export function useSavedListing(listingId: number): { user: StoredUser | null | undefined; saved: boolean | undefined } {
  const user = useStoredUser()
  const userId = user?.id
  useEffect(() => {
    if (userId !== undefined) void load(userId)
  }, [userId])
  const saved = useSyncExternalStore(
    subscribe,
    () => {
      if (userId === undefined) return user === null ? false : undefined
      return known?.userId === userId ? known.ids.has(listingId) : undefined
    },
    () => undefined,
  )
  return { user, saved }
}
