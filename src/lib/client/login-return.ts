import { sameSitePath } from './same-site-path'

/**
 * What a visitor who pressed a heart brings to the login page: where to come back to and
 * which listing to save once they are in (issue 14: they come back to it, saved).
 */
export const loginReturnQuery = (next: string, listingId: number) => ({ next, save: String(listingId) })

/**
 * The login page's query read back: a path on this site to go to and a listing id to save, each
 * null when absent or not acceptable. `next` passes only as a same-site path, so the login page
 * cannot be made to send anyone to another site.
 */
export function readLoginReturn(search: string): { next: string | null; save: number | null } {
  const query = new URLSearchParams(search)
  const save = Number(query.get('save'))
  return { next: sameSitePath(query.get('next')), save: Number.isSafeInteger(save) && save > 0 ? save : null }
}
