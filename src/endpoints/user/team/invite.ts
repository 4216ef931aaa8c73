import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { inviteTeamMember } from '@/services/team/invite-member'

const Failure = z.object({ success: z.literal(false), error: z.string(), message: z.string() })

export const teamInviteEndpoint = defineEndpoint({
  method: 'post',
  path: '/user/team/invite',
  summary: 'Invites an e-mail address to the caller’s team and mails it a sign-up link (team owner only)',
  tag: 'team',
  auth: true,
  // An empty or missing address is answered by the service with the need_email code.
  body: z.strictObject({ email: z.string({ error: 'team.invalidEmail' }).max(320, 'team.invalidEmail').default('') }),
  responses: {
    200: {
      description: 'Invited',
      schema: z.object({ success: z.literal(true), invite: z.object({ id: z.number().int(), email: z.string(), created_at: z.string() }) }),
    },
    400: { description: 'No e-mail (error need_email), not a valid one (invalid_email), or an unknown field' },
    401: { description: 'Not signed in' },
    403: { description: 'Not the team owner, or no seat left (error hit_limit)' },
    409: { description: 'Already invited, or already on the team (error already_invited)', schema: Failure },
    429: { description: 'Too many invitations today, or to this address within the hour (rate_limited)', schema: Failure },
  },
  handler: async ({ req, user, body, locale }) => ({ success: true, invite: await inviteTeamMember(req, user, body.email, locale) }),
})
