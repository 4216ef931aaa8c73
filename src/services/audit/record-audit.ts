import type { PayloadRequest } from 'payload'

import type { AuditAction } from '@/lib/moderation/audit-actions'
import type { ModerationReason } from '@/lib/moderation/reasons'
import { activeUser } from '@/lib/account/roles'

export type AuditEntry = {
  action: AuditAction
  /** A short line for the panel's list: the listing's title, the account's address. */
  summary?: string
  /** The person the action is about (a listing's owner, the blocked account). */
  subject?: number | null
  documentCollection: 'listings' | 'users' | 'reports'
  documentId: number | string
  reason?: ModerationReason | null
  reasonText?: string | null
  /** What changed: { field: { before, after } }. */
  changes?: Record<string, { before: unknown; after: unknown }>
}

/**
 * Appends one entry to the audit log inside the request's transaction, so the entry exists
 * exactly when the action does. The actor is whoever the request acts for (none for the system).
 */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  const actor = activeUser(req)
  await req.payload.create({
    collection: 'audit-log',
    data: {
      ...entry,
      documentId: String(entry.documentId),
      actor: actor?.id ?? null,
      actorRoles: actor?.roles?.join(', ') ?? null,
    },
    req,
    overrideAccess: true,
  })
}
