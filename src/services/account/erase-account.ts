import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { dropQueuedMailTo } from '@/email/mail-queue'
import { whenTransactionEnds } from '@/lib/database/transaction-callbacks'
import { AppError } from '@/lib/errors/app-error'
import { isStaffUser } from '@/lib/account/roles'
import type { User } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'
import { pseudonymiseNdaAcceptances } from '@/services/nda/pseudonymise-acceptances'

import { checkCurrentPassword } from './current-password'

/** What an account owns or is named in, removed with it: [collection, where]. */
const ownedBy = (id: number, addresses: string[]): [CollectionSlug, Where][] => [
  ['listings', { owner: { equals: id } }],
  [
    'invites',
    { or: [{ invitedBy: { equals: id } }, { team: { equals: id } }, { acceptedBy: { equals: id } }, { email: { in: addresses } }] },
  ],
  ['media', { owner: { equals: id } }],
  ['attachments', { owner: { equals: id } }],
  ['reports', { or: [{ reporter: { equals: id } }, { reporterEmail: { in: addresses } }] }],
  ['inquiries', { or: [{ sender: { equals: id } }, { email: { in: addresses } }] }],
]

/** The addresses an account is known by: its e-mail and one waiting for confirmation. */
const addressesOf = (user: Pick<User, 'email' | 'pendingEmail'>) =>
  [user.email, user.pendingEmail].filter((address): address is string => Boolean(address)).map((address) => address.toLowerCase())

/**
 * Erases what belongs to an account as part of deleting it (the Users beforeDelete hook, so the
 * panel's delete and the self-service one do the same), inside the delete's transaction: its
 * listings, files (every size, removed from disk only after the commit, see
 * services/uploads/held-files.ts), invitations sent and received, reports and inquiries it made, and the mail
 * queued to it. Its acceptances of sellers' NDAs stay, pseudonymised (the sellers' proof). Audit entries about it stay, without what identifies the person; one entry
 * `user_erase` records the erasure by number only. Sessions go with the user's row, and the browsers and
 * addresses recorded of them with it (table session_devices).
 */
export async function eraseAccountContent(req: PayloadRequest, id: number): Promise<void> {
  const { payload } = req
  const user = await payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  const addresses = user ? addressesOf(user) : []
  for (const [collection, where] of ownedBy(id, addresses)) {
    await payload.delete({ collection, where, req, overrideAccess: true })
  }
  await pseudonymiseNdaAcceptances(req, id)
  // After the commit: removing queued mail waits for the mail runner, which must not hold the delete open.
  const dropQueuedMail = () => dropQueuedMailTo(payload, addresses)
  if (!(await whenTransactionEnds(req, { committed: dropQueuedMail }))) await dropQueuedMail()
  await payload.update({
    collection: 'audit-log',
    where: {
      or: [{ subject: { equals: id } }, { and: [{ documentCollection: { equals: 'users' } }, { documentId: { equals: String(id) } }] }],
    },
    data: { summary: '—', changes: null, reasonText: null },
    req,
    overrideAccess: true,
  })
  await recordAudit(req, { action: 'user_erase', documentCollection: 'users', documentId: id, summary: `Konts #${id}` })
}

/**
 * A person erases their own account with their password (checked like a login: a wrong one
 * counts as a failed attempt). Staff accounts cannot: another admin must remove them. Payload's
 * lock on a document open in the panel applies (423), and nothing is lost when it refuses.
 */
export async function eraseOwnAccount(req: PayloadRequest, user: User, password: string): Promise<void> {
  if (isStaffUser(user)) throw new AppError('forbidden', 'account.erase_staff_refused')
  await checkCurrentPassword(req.payload, user.id, password, 'password')
  await req.payload.delete({ collection: 'users', id: user.id, req, overrideAccess: true, overrideLock: false })
}
