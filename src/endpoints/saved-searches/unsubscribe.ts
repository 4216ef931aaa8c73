import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { unsubscribeByToken } from '@/services/saved-searches/withdraw'

export const savedSearchUnsubscribeEndpoint = defineEndpoint({
  method: 'post',
  path: '/saved-searches/unsubscribe/:token',
  summary:
    'Withdraws the saved searches of a digest’s unsubscribe link, without logging in: the page’s button, and the one-click POST of RFC 8058 (List-Unsubscribe-Post)',
  tag: 'saved-searches',
  auth: false,
  params: z.object({ token: z.string().max(1000, 'savedSearches.errors.linkInvalid').describe('From the digest’s link') }),
  body: z.strictObject({
    'List-Unsubscribe': z
      .literal('One-Click', { error: 'validation.invalidValue' })
      .optional()
      .describe('What a mail program posts (RFC 8058)'),
  }),
  responses: {
    200: {
      description: 'Withdrawn; a second use changes nothing (unsubscribed: 0)',
      schema: z.object({ success: z.literal(true), unsubscribed: z.number().int().describe('Searches withdrawn by this call') }),
    },
    404: { description: 'The link is not valid: forged, altered, or its searches no longer exist' },
  },
  handler: async ({ req, params }) => ({ success: true, unsubscribed: await unsubscribeByToken(req.payload, params.token) }),
})
