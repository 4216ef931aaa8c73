import { z } from 'zod'

import { defineEndpoint } from '@/lib/api/define-endpoint'
import { databasePool } from '@/lib/database/pool'
import { requireReady } from '@/services/readiness'

/** GET /api/health/ready: whether this server may take visitors (src/services/readiness.ts), answered within two seconds. */
export const readyEndpoint = defineEndpoint({
  method: 'get',
  path: '/health/ready',
  summary: 'Readiness: the database answers and holds every migration of this build',
  tag: 'meta',
  auth: false,
  responses: {
    200: { description: 'Ready', schema: z.object({ status: z.literal('ready') }) },
    503: {
      description: 'Not ready: the database does not answer in time or a migration is not applied yet (Retry-After says when to ask again)',
    },
  },
  handler: async ({ req }) => {
    await requireReady(databasePool(req.payload))
    return { status: 'ready' }
  },
})
