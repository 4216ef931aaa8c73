import { APIError, type CollectionBeforeLoginHook } from 'payload'

import { moderationAddress } from '@/email/transport'
import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'

/**
 * Blocked and team-disabled accounts cannot sign in, whatever their password. A blocked person
 * is told why and where to contest it (the mail they were sent says the same).
 */
export const refuseBlockedLogin: CollectionBeforeLoginHook = ({ req, user }) => {
  const locale = requestLocale(req)
  if (user.blocked) {
    const message = user.blockedReasonCode
      ? translate(locale, 'moderation.blockedWithReason', {
          reason: translate(locale, `moderation.reasons.${user.blockedReasonCode}`),
          address: moderationAddress(),
        })
      : translate(locale, 'errors.accountBlocked')
    throw new APIError(message, 403, undefined, true)
  }
  if (user.is_deleted) throw new APIError(translate(locale, 'errors.accountDisabled'), 403, undefined, true)
  return user
}
