import type { Payload, PayloadRequest } from 'payload'

import { AppError, notFound } from '@/lib/errors/app-error'

/**
 * A public, confidential listing by its slug, as a buyer reaching its NDA finds it: unknown or
 * non-public is not found, a listing open to all has no NDA (409).
 */
export async function confidentialListing(payload: Payload, slug: string, req?: PayloadRequest) {
  const {
    docs: [visible],
  } = await payload.find({
    collection: 'listings',
    where: { slug: { equals: slug } },
    select: {},
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  if (!visible) throw notFound('listing.notFound')
  const listing = await payload.findByID({
    collection: 'listings',
    id: visible.id,
    depth: 0,
    select: { title: true, slug: true, owner: true, confidential: true, nda_approval: true },
    overrideAccess: true,
    req,
  })
  if (!listing.confidential) throw new AppError('conflict', 'nda.notConfidential')
  return listing
}
