import { type PostgresAdapter } from '@payloadcms/db-postgres'
import { and, eq, isNull } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { publicListingWhere } from '@/access/publicListingsOrOwn'
import { queueEmailIn } from '@/email/send'
import { expiryReminderMessage } from '@/email/templates/expiry-reminder'
import { inTransaction } from '@/lib/database/in-transaction'
import { DAY_MS } from '@/lib/listings/listing-renewal'
import type { User } from '@/payload-types'
import { listingLifetimeDays } from '@/services/listing-lifetime'
import { localeOf } from '@/services/account/users'

/** Owners hear that a listing ends this many days before it does. */
export const REMINDER_DAYS_BEFORE = 7

/**
 * Public listings that end within the reminder window and whose owner has not been reminded in
 * this lifetime. Hidden and expired listings, and those of blocked or team-disabled sellers, are
 * not public or cannot be renewed by their owner, so they get no reminder.
 */
async function dueListings(payload: Payload, now: Date) {
  const { docs } = await payload.find({
    collection: 'listings',
    where: {
      and: [
        publicListingWhere(now),
        { expiry_date: { less_than_equal: new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS).toISOString() } },
        { expiryReminderSentAt: { exists: false } },
        { 'owner.is_deleted': { not_equals: true } },
      ],
    },
    select: { title: true, expiry_date: true, owner: true },
    populate: { users: { email: true, first_name: true, locale: true } },
    sort: 'expiry_date',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/**
 * Marks the reminder of one lifetime as sent, unless someone already did: a single conditional
 * UPDATE, so two runners (two servers, a retried job) cannot both send it.
 */
async function claimReminder(req: PayloadRequest, listingId: number, now: Date): Promise<boolean> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
  const listings = adapter.tables.listings
  const claimed = await db
    .update(listings)
    .set({ expiryReminderSentAt: now.toISOString() })
    .where(and(eq(listings.id, listingId), isNull(listings.expiryReminderSentAt)))
    .returning({ id: listings.id })
  return claimed.length > 0
}

/**
 * Queues the expiry reminder of every listing that is due one, each in its own transaction with
 * its "sent" mark: the mail exists exactly when the mark does. Returns how many were queued.
 */
export async function sendExpiryReminders(payload: Payload, now: Date = new Date()): Promise<number> {
  const lifetimeDays = await listingLifetimeDays(await createLocalReq({}, payload))
  let queued = 0
  for (const listing of await dueListings(payload, now)) {
    const owner = listing.owner as User
    const req = await createLocalReq({}, payload)
    const sent = await inTransaction(req, async () => {
      if (!(await claimReminder(req, listing.id, now))) return false
      const message = expiryReminderMessage({
        locale: localeOf(owner),
        name: owner.first_name,
        listingId: listing.id,
        title: listing.title,
        expiry: listing.expiry_date,
        lifetimeDays,
      })
      await queueEmailIn(req, owner.email, message)
      return true
    })
    if (sent) queued++
  }
  return queued
}
