import type { CollectionSlug, FieldAccess } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import { activeUser, hasRole } from '@/lib/account/roles'

import { sellerField } from './sellerField'

const idOf = (value: unknown) => relationId(value) ?? (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined)

/** A seller's file field: beyond `sellerField`, it may only point at a file the seller uploaded (admins: any). */
export const sellerOwnFileField =
  (name: string, collection: CollectionSlug): FieldAccess =>
  async (args) => {
    if (!(await sellerField(args))) return false
    const user = activeUser(args.req)
    if (!user) return false
    if (hasRole(user, 'admin')) return true
    const wanted = (args.siblingData as Record<string, unknown> | undefined)?.[name]
    if (wanted === undefined || wanted === null) return true
    const id = idOf(wanted)
    if (id === undefined) return false
    if (id === relationId((args.doc as Record<string, unknown> | undefined)?.[name])) return true
    // Another's file would be shown with this listing and deleted with it. Counted outside the
    // request's transaction: Payload checks both file fields at once, and one pg client must not
    // run two queries together.
    const { totalDocs } = await args.req.payload.count({
      collection,
      where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
      overrideAccess: true,
    })
    return totalDocs > 0
  }
