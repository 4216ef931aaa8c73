import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { teamPlan } from '@/services/payments/subscription'
import { lockTeam } from '@/services/team/team-lock'
import { teamOwnerId } from '@/services/team/team-owner'

import { countPublicTeamListings } from './team-listings'

/**
 * Refuses (403, code `listing_limit`) to make one more of the seller's listings public when
 * their team already has as many public listings as its plan allows; the message says the
 * limit and that a bigger plan raises it. Hidden and expired listings do not count. Called
 * inside the transaction that publishes, so the team's lock is held until its commit and two
 * publications cannot both take the last place. The message is finished here, in `locale`,
 * since Payload's own REST routes (POST /api/listings) pass it on as it is.
 */
export async function requireListingRoom(
  req: PayloadRequest,
  seller: Pick<User, 'id' | 'team' | 'subscription'>,
  locale: Locale,
): Promise<void> {
  const ownerId = teamOwnerId(seller)
  await lockTeam(req, ownerId)
  const plan = await teamPlan(req.payload, seller, { locale, req })
  const limit = plan.limits.activeListings
  if ((await countPublicTeamListings(req, ownerId)) < limit) return
  throw new AppError('forbidden', translate(locale, 'listing.activeLimit', { limit, plan: plan.title }), {
    translated: true,
    code: 'listing_limit',
  })
}
