import { defineEndpoint } from '@/lib/api/define-endpoint'
import { offerOwnFactor } from '@/services/second-factor/own-factor'

import { EnrolmentOffer } from './schemas'

export const secondFactorOfferEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/second-factor/offer',
  summary: 'A new secret for an authenticator app (QR code and text) to turn the second factor on; nothing changes until confirmed',
  tag: 'user',
  auth: true,
  responses: {
    200: { description: 'The offer; valid for 15 minutes', schema: EnrolmentOffer },
    401: { description: 'Not logged in' },
    409: { description: 'The second factor is on already' },
  },
  handler: async ({ req, user }) => offerOwnFactor(req, user),
})
