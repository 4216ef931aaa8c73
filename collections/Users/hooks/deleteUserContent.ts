import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/**
 * Deleting an account erases what it owns: its listings (with their images and documents),
 * its other uploads and the invitations it sent. Listings and invites cannot exist without
 * their owner, and a person asking for erasure expects all of it gone.
 */
export const deleteUserContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const owned: [CollectionSlug, string][] = [
    ['listings', 'owner'],
    ['invites', 'invitedBy'],
    ['media', 'owner'],
    ['attachments', 'owner'],
  ]
  for (const [collection, field] of owned) {
    await req.payload.delete({ collection, where: { [field]: { equals: id } }, req, overrideAccess: true })
  }
}
