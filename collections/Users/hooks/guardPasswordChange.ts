import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'
import { activeUser, hasRole } from '@/lib/account/roles'

/**
 * Payload lets a signed-in user PATCH their own password without the current one. A stolen
 * session must not be able to lock the owner out, so outside the password service (which
 * checks the current password and marks its request) only admins set passwords.
 */
export const guardPasswordChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || !('password' in data) || data.password === undefined) return args
  if (req.context?.passwordChangeVerified === true) return args
  if ((args as { overrideAccess?: boolean }).overrideAccess) return args
  if (hasRole(activeUser(req), 'admin')) return args
  throw new APIError(translate(requestLocale(req), 'errors.passwordChangeNeedsCurrent'), 403, undefined, true)
}
