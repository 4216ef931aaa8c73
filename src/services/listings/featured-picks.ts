import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { requestDb } from '@/lib/database/request-db'
import { AppError } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'
import { teamPlan } from '@/services/payments/subscription'
import { withTeamLock } from '@/services/team/team-lock'
import { teamOwnerId } from '@/services/team/team-owner'

import { findOwnListing } from './find-own-listing'
import { countFeaturedTeamListings, featuredTeamListingsBeyond } from './team-listings'

export type FeatureResult = { id: number; featured: boolean }

/**
 * A seller features their own listing on the home page, or stops: up to the number of their
 * team's plan, counted over the team's flags whether the listing is public or not. Over it, the
 * free plan included, is a 403 (code `featured_limit`) saying the number and that a bigger plan
 * raises it. Anyone else's listing is as absent as a missing one (404). Staff keep setting the
 * flag in the panel, unlimited.
 */
export async function featureListing(
  req: PayloadRequest,
  id: number,
  user: User,
  featured: boolean,
  locale: Locale,
): Promise<FeatureResult> {
  const listing = await findOwnListing(req.payload, id, user, { others: 'notFound' })
  if (Boolean(listing.featured) === featured) return { id, featured }
  const save = async () => {
    // The flag is the operator's field through REST; the seller sets it only through this rule.
    await req.payload.update({ collection: 'listings', id, data: { featured }, depth: 0, overrideAccess: true, req })
    return { id, featured }
  }
  if (!featured) return save()
  const ownerId = teamOwnerId(user)
  return withTeamLock(req, ownerId, async () => {
    const plan = await teamPlan(req.payload, user, { locale, req })
    const limit = plan.limits.featuredListings
    if ((await countFeaturedTeamListings(req, ownerId)) >= limit) {
      throw new AppError('forbidden', 'listing.featuredLimit', { vars: { limit, plan: plan.title }, code: 'featured_limit' })
    }
    return save()
  })
}

/**
 * Takes the featured flag off the team's listings beyond what its plan allows now (public ones
 * and then the newest are kept), and answers how many it took off. For when a plan changes: a
 * subscription ends or moves to a smaller plan, or an operator lowers a plan's number. `ownerId`
 * is the account holding the subscription (a member's id is taken to their team's owner). The
 * flags change through the Local API, so the home page's cached list is revalidated.
 */
export async function trimFeatured(payload: Payload, ownerId: number, { req }: { req?: PayloadRequest } = {}): Promise<number> {
  const request = req ?? (await createLocalReq({}, payload))
  const account = await payload.findByID({
    collection: 'users',
    id: ownerId,
    depth: 0,
    select: { team: true, subscription: true },
    disableErrors: true,
    overrideAccess: true,
    req: request,
  })
  if (!account) return 0
  const teamId = teamOwnerId(account)
  return withTeamLock(request, teamId, async () => {
    const { limits } = await teamPlan(payload, account, { req: request })
    const extra = await featuredTeamListingsBeyond(request, teamId, limits.featuredListings)
    if (extra.length === 0) return 0
    // One at a time: a bulk update runs the listings' hooks side by side on the transaction's one connection.
    for (const id of extra) {
      await payload.update({ collection: 'listings', id, data: { featured: false }, depth: 0, overrideAccess: true, req: request })
    }
    return extra.length
  })
}

/** trimFeatured for every team with a featured listing (few: flags are bounded by the plans); after an operator lowers a plan's number. */
export async function trimAllFeatured(payload: Payload, { req }: { req?: PayloadRequest } = {}): Promise<number> {
  const request = req ?? (await createLocalReq({}, payload))
  const { rows } = await (
    await requestDb(request)
  ).execute<{ owner: number }>(sql`
    SELECT DISTINCT coalesce(u.team_id, u.id) AS owner FROM listings l JOIN users u ON u.id = l.owner_id WHERE l.featured`)
  let trimmed = 0
  for (const { owner } of rows) trimmed += await trimFeatured(payload, Number(owner), { req: request })
  return trimmed
}

/** How many of the team's listings are featured and how many its plan allows, for "my listings". */
export async function featuredAllowance(payload: Payload, user: User): Promise<{ count: number; limit: number }> {
  const req = await createLocalReq({}, payload)
  const [plan, count] = await Promise.all([teamPlan(payload, user, { req }), countFeaturedTeamListings(req, teamOwnerId(user))])
  return { count, limit: plan.limits.featuredListings }
}
