import { APIError, type CollectionBeforeLoginHook } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'

/** Blocked and team-disabled accounts cannot sign in, whatever their password. */
export const refuseBlockedLogin: CollectionBeforeLoginHook = ({ req, user }) => {
  const locale = requestLocale(req)
  if (user.blocked) throw new APIError(translate(locale, 'errors.accountBlocked'), 403, undefined, true)
  if (user.is_deleted) throw new APIError(translate(locale, 'errors.accountDisabled'), 403, undefined, true)
  return user
}
