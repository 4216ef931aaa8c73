import type { PayloadRequest } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'
import { AppError, forbidden, notFound } from '@/lib/errors/app-error'
import { inTransaction } from '@/lib/database/in-transaction'
import type { User } from '@/payload-types'
import { recordAudit } from '@/services/audit/record-audit'

import { dropFactor } from './factor-store'

/**
 * An admin removes someone's second factor (a lost phone without recovery codes): its secret
 * and recovery codes go, the person's sessions end, and staff set a new factor up at their next
 * login. In one transaction with its entry in the audit log. Admins only.
 */
export async function resetSecondFactor(req: PayloadRequest, userId: number): Promise<void> {
  if (!hasRole(activeUser(req), 'admin')) throw forbidden()
  await inTransaction(req, async () => {
    const target = await req.payload.db.findOne<User>({ collection: 'users', where: { id: { equals: userId } }, req })
    if (!target) throw notFound()
    if (!(await dropFactor(req, userId))) throw new AppError('conflict', 'account.second_factor_not_on')
    await req.payload.update({ collection: 'users', id: userId, data: { sessions: [] }, req, overrideAccess: true })
    await recordAudit(req, {
      action: 'user_second_factor_reset',
      summary: target.email,
      subject: userId,
      documentCollection: 'users',
      documentId: userId,
    })
  })
}
