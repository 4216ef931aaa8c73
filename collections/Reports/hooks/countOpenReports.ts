import type { FieldHook } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import type { Report } from '@/payload-types'

/** How many open reports the report's listing has, for the queue's column (counted when read, never stored). */
export const countOpenReports: FieldHook<Report> = async ({ data, req }) => {
  const listing = relationId(data?.listing)
  if (listing === undefined) return 0
  const { totalDocs } = await req.payload.count({
    collection: 'reports',
    where: { and: [{ listing: { equals: listing } }, { status: { equals: 'open' } }] },
    req,
    overrideAccess: true,
  })
  return totalDocs
}
