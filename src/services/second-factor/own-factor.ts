import type { PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/account/roles'
import { AppError, forbidden } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { checkCurrentPassword } from '@/services/account/current-password'

import { enrolWithCode } from './enrol'
import { type EnrolmentOffer, makeOffer } from './enrolment-offer'
import { dropFactor, storedFactor } from './factor-store'

/*
 * A signed-in person's own factor, from their settings page: sellers may turn it on and off;
 * staff have theirs from their first login and keep it (only an admin's reset removes it).
 */

const alreadyOn = () => new AppError('conflict', 'account.second_factor_already_on')

/** A new secret to scan, for an account without a factor. */
export async function offerOwnFactor(req: PayloadRequest, user: User): Promise<EnrolmentOffer> {
  if (await storedFactor(req, user.id)) throw alreadyOn()
  return makeOffer(req.payload, user)
}

/** Turns the factor on with the offer's first code; the recovery codes are shown this once. */
export async function confirmOwnFactor(req: PayloadRequest, user: User, offer: string, code: string): Promise<string[]> {
  const result = await enrolWithCode(req, user.id, offer, code)
  if (result.status === 'expired') throw new AppError('invalid', 'account.second_factor_offer_expired')
  // A field error, not a 401: the person stays signed in and types again.
  if (result.status === 'wrong')
    throw new AppError('invalid', 'account.second_factor_wrong', { errors: { code: 'account.second_factor_wrong' } })
  if (result.status === 'exists') throw alreadyOn()
  return result.recoveryCodes
}

/** Turns a seller's factor off, with their current password (a stolen session alone cannot). */
export async function turnOffOwnFactor(req: PayloadRequest, user: User, password: string): Promise<void> {
  if (isStaffUser(user)) throw forbidden('account.second_factor_staff_keep')
  await checkCurrentPassword(req.payload, user.id, password, 'password')
  if (!(await dropFactor(req, user.id))) throw new AppError('conflict', 'account.second_factor_not_on')
}
