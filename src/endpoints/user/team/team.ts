import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { readTeam } from '@/services/team/read-team'

const Member = z.object({ id: z.number().int(), email: z.string(), created_at: z.string(), is_deleted: z.boolean() })
const Invite = z.object({ id: z.number().int(), email: z.string(), created_at: z.string() })

export const teamEndpoint = defineEndpoint({
  method: 'get',
  path: '/user/team',
  summary: 'The caller’s team: pending invitations and members (the owner first); members see it read-only',
  tag: 'team',
  auth: true,
  responses: {
    200: { description: 'The team', schema: z.object({ sent_invites: z.array(Invite), members: z.array(Member) }) },
    401: { description: 'Not signed in' },
  },
  handler: async ({ req, user }) => readTeam(req, user),
})
