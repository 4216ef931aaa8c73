/**
 * When a seller may renew a listing: within the last 30 days of its lifetime, or any time after
 * it ended. Earlier renewals would let a listing run forever on one click a month while adding
 * nothing the seller needs. Shared by the renew call and the buttons that offer it.
 */
export const RENEWAL_WINDOW_DAYS = 30

export const DAY_MS = 24 * 60 * 60 * 1000

/** The first moment a listing expiring at `expiry` may be renewed. */
export const renewableFrom = (expiry: Date | string): Date => new Date(new Date(expiry).getTime() - RENEWAL_WINDOW_DAYS * DAY_MS)

export const isRenewable = (expiry: Date | string, now: Date = new Date()): boolean => now.getTime() >= renewableFrom(expiry).getTime()
