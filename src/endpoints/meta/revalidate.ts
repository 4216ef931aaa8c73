import { z } from 'zod'

import { AppError } from '@/lib/errors/app-error'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { CACHE_TAG_PATTERN } from '@/lib/cache/cache-tags'
import { revalidateHere } from '@/lib/cache/revalidate-content'
import { checkRevalidation } from '@/lib/cache/revalidation-signature'

/** More than one change ever reaches (a listing moved and renamed reaches six). */
const MAX_TAGS = 20

/** POST /api/revalidate: another process holding the site's secret tells it content changed. */
export const revalidateEndpoint = defineEndpoint({
  method: 'post',
  path: '/revalidate',
  summary: 'Revalidate page caches after a change made outside the site process (signed)',
  tag: 'meta',
  auth: false,
  body: z.strictObject({
    tags: z.array(z.string().regex(CACHE_TAG_PATTERN)).min(1).max(MAX_TAGS),
    signedAt: z.number().int().nonnegative(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  responses: {
    200: { description: 'Revalidated', schema: z.object({ revalidated: z.array(z.string()) }) },
    403: { description: 'Wrong signature, or signed more than a minute away from now' },
  },
  handler: async ({ req, body }) => {
    const check = checkRevalidation(body)
    if (check === 'forged') throw new AppError('forbidden', 'api.forbidden')
    if (check === 'expired') throw new AppError('forbidden', 'api.revalidationExpired', { code: 'expired' })
    await revalidateHere(body.tags, (error) => req.payload.logger.error({ err: error, msg: 'Varnish not purged' }))
    return { revalidated: body.tags }
  },
})
