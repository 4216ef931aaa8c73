import { sameSitePath } from './same-site-path'

/**
 * What a visitor who pressed a heart brings to the login page: where to come back to and
 * which listing to save once they are in (issue 14: they come back to it, saved).
 */
export const loginReturnQuery = (next: string, listingId: number) => ({ next, save: String(listingId) })

type LoginReturn = { next: string | null; save: number | null }

const KEY = 'login_return'
/** A way back kept longer than this is not what the visitor now logs in for. */
const KEPT_MS = 24 * 60 * 60 * 1000

const listingId = (value: unknown) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * Kept in the browser as well, for a visitor who signs up instead of logging in: the e-mailed
 * confirmation link leads to a login page whose address carries no way back.
 */
export function rememberLoginReturn(next: string, save: number | null): void {
  window.localStorage.setItem(KEY, JSON.stringify({ next, save, at: Date.now() }))
}

function takeKept(): LoginReturn {
  const kept = window.localStorage.getItem(KEY)
  window.localStorage.removeItem(KEY)
  try {
    const { next, save, at } = JSON.parse(kept ?? 'null') ?? {}
    if (typeof at !== 'number' || Date.now() - at > KEPT_MS) return { next: null, save: null }
    return { next: sameSitePath(typeof next === 'string' ? next : null), save: listingId(save) }
  } catch {
    return { next: null, save: null }
  }
}

/**
 * The login page's query read back: a path on this site to go to and a listing id to save, each
 * null when absent or not acceptable. `next` passes only as a same-site path, so the login page
 * cannot be made to send anyone to another site.
 */
export function readLoginReturn(search: string): LoginReturn {
  const query = new URLSearchParams(search)
  return { next: sameSitePath(query.get('next')), save: listingId(query.get('save')) }
}

/** After login: the query's way back, else the one the browser kept, which is used once either way. */
export function takeLoginReturn(search: string): LoginReturn {
  const asked = readLoginReturn(search)
  const kept = takeKept()
  return asked.next !== null || asked.save !== null ? asked : kept
}
