import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'
import { activeUser, hasRole } from '@/lib/account/roles'
import type { User } from '@/payload-types'
import { normalizeEmail } from '@/services/account/users'

/**
 * Payload lets a signed-in user PATCH their own e-mail. With a stolen session that would move
 * the account to the thief's address, and a password reset would finish the takeover. So an
 * address changes only through the profile's e-mail change (current password, then the link
 * mailed to the new address: services/account/email-change), by server code, or by an admin;
 * anything else that would change one's own address is refused, not silently dropped.
 */
export const guardEmailChange: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const { data, id, overrideAccess } = args as { data?: Record<string, unknown>; id?: number | string; overrideAccess?: boolean }
  if (typeof data?.email !== 'string' || overrideAccess || req.context?.emailChangeVerified === true) return args
  const user = activeUser(req)
  if (hasRole(user, 'admin')) return args
  // Payload names an update by id 'update' too; only a bulk update comes without an id.
  if (id !== undefined) {
    // Another's address is closed to non-admins by field access already (dropped, as Payload does).
    if (String(id) !== String(user?.id)) return args
    const current = await req.payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } }, req })
    if (current && normalizeEmail(current.email) === normalizeEmail(data.email)) return args
  }
  throw new APIError(translate(requestLocale(req), 'errors.emailChangeNeedsConfirmation'), 403, undefined, true)
}
