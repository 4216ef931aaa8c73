import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { ENROLMENT_OFFER_MAX, SECOND_FACTOR_CODE_MAX } from '@/lib/account/limits'
import { confirmOwnFactor } from '@/services/second-factor/own-factor'

const Confirm = z.strictObject({
  enrolment: z.string().min(1, 'account.second_factor_offer_expired').max(ENROLMENT_OFFER_MAX, 'validation.tooLong'),
  code: z
    .string({ error: 'secondFactor.code_empty' })
    .trim()
    .min(1, 'secondFactor.code_empty')
    .max(SECOND_FACTOR_CODE_MAX, 'validation.tooLong'),
})

export const secondFactorConfirmEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/second-factor/confirm',
  summary: 'Turns the second factor on with the offer and the app’s first code; answers the ten recovery codes, shown this once',
  tag: 'user',
  auth: true,
  body: Confirm,
  responses: {
    200: { description: 'On; every later login asks for a code', schema: z.object({ recoveryCodes: z.array(z.string()) }) },
    400: { description: 'The code is empty or wrong, or the offer is too old' },
    401: { description: 'Not logged in' },
    409: { description: 'The second factor is on already' },
    429: { description: '5 wrong codes in 15 minutes, or 20 in a day' },
  },
  handler: async ({ req, user, body }) => ({ recoveryCodes: await confirmOwnFactor(req, user, body.enrolment, body.code) }),
})
