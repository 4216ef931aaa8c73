import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { positiveId } from '@/lib/form-fields'
import { cancelTeamInvite } from '@/services/team/cancel-invite'

export const teamCancelInviteEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/team/invite/:id/cancel',
  summary: 'Cancels a pending invitation of the caller’s team (team owner only)',
  tag: 'team',
  auth: true,
  params: z.strictObject({ id: positiveId('validation.invalidValue') }),
  responses: {
    200: { description: 'Cancelled', schema: z.object({ success: z.literal(true) }) },
    400: { description: 'The id is not a number' },
    401: { description: 'Not signed in' },
    403: { description: 'Not the team owner' },
    404: { description: 'No such invitation on the caller’s team' },
    409: { description: 'Already accepted or cancelled' },
  },
  handler: async ({ req, user, params }) => {
    await cancelTeamInvite(req, user, params.id)
    return { success: true }
  },
})
