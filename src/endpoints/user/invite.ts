import { z } from 'zod'

import { translate } from '@/i18n/translate'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { inviteToSite } from '@/services/account/invite'

import { Done, emailAddress } from './schemas'

export const inviteEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/invite',
  summary: 'Invite someone to the site by e-mail (the same answer for an address that already has an account)',
  tag: 'user',
  auth: true,
  body: z.strictObject({ email: emailAddress('app.user.invite.need_email') }),
  responses: {
    200: { description: 'Invited', schema: Done },
    400: { description: 'E-mail empty (“An email must be provided”) or not valid' },
    401: { description: 'Not logged in' },
    429: { description: 'The day’s invitations are used up, or this address had its share of invitations within the hour' },
  },
  handler: async ({ req, user, body, locale }) => {
    await inviteToSite(req.payload, user, body.email, locale)
    return { success: true, message: translate(locale, 'account.invite_sent') }
  },
})
