import type { PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/account/roles'
import type { User } from '@/payload-types'

import { storedFactor } from './factor-store'

export type SecondFactorStatus = { enabled: boolean; required: boolean; enrolledAt: string | null }

/** Whether the account logs in with a second factor, since when, and whether it must (staff). */
export async function secondFactorStatus(req: PayloadRequest, user: Pick<User, 'id' | 'roles'>): Promise<SecondFactorStatus> {
  const factor = await storedFactor(req, user.id)
  return { enabled: factor !== null, required: isStaffUser(user), enrolledAt: factor ? new Date(factor.enrolledAt).toISOString() : null }
}
