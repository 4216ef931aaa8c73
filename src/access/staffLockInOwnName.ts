import type { Access } from 'payload'

import { activeUser, isStaffUser } from '@/lib/account/roles'

type LockHolder = number | string | { relationTo?: string; value?: number | string } | undefined

/**
 * Edit locks (Payload's payload-locked-documents) belong to the admin panel: staff take or take
 * over a lock only in their own name. Sellers never see or write them.
 */
export const staffLockInOwnName: Access = ({ req, data }) => {
  const user = activeUser(req)
  if (!isStaffUser(user)) return false
  const holder = (data as { user?: LockHolder } | undefined)?.user
  if (holder === undefined) return true
  if (typeof holder === 'object') return holder.relationTo === 'users' && String(holder.value) === String(user!.id)
  return String(holder) === String(user!.id)
}
