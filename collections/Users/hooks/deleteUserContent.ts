import type { CollectionBeforeDeleteHook } from 'payload'

import { eraseAccountContent } from '@/services/account/erase-account'

/**
 * Deleting an account erases the person (GDPR Art. 17): their listings with images and
 * documents, other uploads, invitations, reports, queued mail, and their personal data in the
 * audit log (services/account/erase-account.ts). Runs inside the delete's transaction, so a
 * refused delete (a lock, 423) leaves all of it in place.
 */
export const deleteUserContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await eraseAccountContent(req, Number(id))
}
