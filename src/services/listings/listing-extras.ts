import type { Payload } from 'payload'

import { relationId } from '@/lib/database/relation-id'
import type { Listing } from '@/payload-types'

/** What a listing's public view says about things a visitor may not read themselves. */
export type ListingExtras = { hasContact: boolean; attachmentName: string | null }

const NONE: ListingExtras = { hasContact: false, attachmentName: null }

/**
 * Whether each listing has both contacts, and its attachment's original file name. Both are
 * read with overrideAccess: visitors may read neither the contact fields nor attachment
 * documents, yet the public view must say a contact exists and name the file to download.
 * Only these two facts leave this function, never a phone, an e-mail or a file path.
 */
export async function loadListingExtras(
  payload: Payload,
  listings: Pick<Listing, 'id' | 'attachment'>[],
): Promise<(listing: Pick<Listing, 'id'>) => ListingExtras> {
  if (listings.length === 0) return () => NONE
  const attachmentIds = listings.map((listing) => relationId(listing.attachment)).filter((id) => id !== undefined)

  const [contacts, attachments] = await Promise.all([
    payload.find({
      collection: 'listings',
      where: { id: { in: listings.map((listing) => listing.id) } },
      select: { phone: true, email: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    attachmentIds.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'attachments',
          where: { id: { in: attachmentIds } },
          select: { originalName: true, filename: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        }),
  ])

  const withContact = new Set(contacts.docs.filter((doc) => doc.phone?.trim() && doc.email?.trim()).map((doc) => doc.id))
  const names = new Map(attachments.docs.map((doc) => [doc.id, doc.originalName || doc.filename || null]))
  const attachmentOf = new Map(listings.map((listing) => [listing.id, relationId(listing.attachment)]))

  return (listing) => {
    const attachmentId = attachmentOf.get(listing.id)
    return {
      hasContact: withContact.has(listing.id),
      attachmentName: attachmentId === undefined ? null : (names.get(attachmentId) ?? null),
    }
  }
}
