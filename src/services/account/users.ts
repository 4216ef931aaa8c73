import type { Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

/** Payload stores account e-mails lower-cased; every lookup compares the same way. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** The stored account of an address, with its auth internals (hash, lock, tokens): server use only. */
export const findUserByEmail = (payload: Payload, email: string) =>
  payload.db.findOne<User>({ collection: 'users', where: { email: { equals: normalizeEmail(email) } } })

/** The language to write to a user in: their chosen one, else Latvian. */
export const localeOf = (user: Pick<User, 'locale'>): Locale => (isLocale(user.locale) ? user.locale : defaultLocale)

/** Blocked and team-disabled accounts get no mail that would let them back in. */
export const isShutOut = (user: Pick<User, 'blocked' | 'is_deleted'>) => Boolean(user.blocked || user.is_deleted)

/** Whether another account already signs in with `email`. */
export async function emailTakenByAnother(payload: Payload, email: string, userId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ email: { equals: normalizeEmail(email) } }, { id: { not_equals: userId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}
