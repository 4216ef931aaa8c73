import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { disableTeamMember } from '@/services/team/disable-member'

export const teamDisableMemberEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/team/member/:id/disable',
  summary: 'Disables a member of the caller’s team; their sessions end at once (team owner only)',
  tag: 'team',
  auth: true,
  params: z.strictObject({ id: positiveId('validation.invalidValue') }),
  responses: {
    200: { description: 'Disabled', schema: z.object({ success: z.literal(true) }) },
    400: { description: 'The id is not a number' },
    401: { description: 'Not signed in' },
    403: { description: 'Not the team owner, or the caller themself' },
    404: { description: 'No such member on the caller’s team' },
    409: { description: 'Already disabled' },
  },
  handler: async ({ req, user, params }) => {
    await disableTeamMember(req, user, params.id)
    return { success: true }
  },
})
