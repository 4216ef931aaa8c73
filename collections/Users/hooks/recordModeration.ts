import type { CollectionAfterChangeHook } from 'payload'

import type { User } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'
import { sendStatementOfReasons } from '@/services/moderation/statement-of-reasons'

const sameRoles = (a: User['roles'] = [], b: User['roles'] = []) => [...a].sort().join() === [...b].sort().join()

/**
 * Blocking and unblocking are logged with the reason and told to the person with the reason and
 * how to contest it; a change of roles is logged with before and after.
 */
export const recordModeration: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const about = { documentCollection: 'users' as const, documentId: doc.id, subject: doc.id, summary: doc.email }

  if (!sameRoles(doc.roles, previousDoc.roles)) {
    await recordAudit(req, { ...about, action: 'user_roles', changes: { roles: { before: previousDoc.roles, after: doc.roles } } })
  }

  if (Boolean(doc.blocked) === Boolean(previousDoc.blocked)) return doc
  const reason = doc.blocked ? doc.blockedReasonCode : previousDoc.blockedReasonCode
  const note = doc.blocked ? doc.blockedReason : previousDoc.blockedReason
  await recordAudit(req, { ...about, action: doc.blocked ? 'user_block' : 'user_unblock', reason, reasonText: note })
  // People's decisions are told; server code acting for nobody (the seed, scripts) is only logged.
  if (!req.user) return doc
  await sendStatementOfReasons(req, doc, doc.blocked ? 'accountBlocked' : 'accountUnblocked', {
    reason: doc.blockedReasonCode,
    note: doc.blockedReason,
  })
  return doc
}
