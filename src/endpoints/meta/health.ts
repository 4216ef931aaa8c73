import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'

/** GET /api/health: the process answers. Touches no database, so a slow one never fails it (see ready.ts for that). */
export const healthEndpoint = defineEndpoint({
  method: 'get',
  path: '/health',
  summary: 'Liveness: the server process answers (the database is not asked)',
  tag: 'meta',
  auth: false,
  responses: { 200: { description: 'The process answers', schema: z.object({ status: z.literal('ok') }) } },
  handler: async () => ({ status: 'ok' }),
})
