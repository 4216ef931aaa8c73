import type { Payload } from 'payload'

import { floodedListingIds } from '@/services/inquiries/inquiry-floods'

const TIME_ZONE = 'Europe/Riga'

/** Midnight of `now`'s day in Riga, as an instant: 'today' for staff who work in Latvia. */
export function startOfRigaDay(now: Date): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now)
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  const wall = (timeZone: string) => new Date(utcMidnight.toLocaleString('en-US', { timeZone })).getTime()
  return new Date(utcMidnight.getTime() - (wall(TIME_ZONE) - wall('UTC')))
}

export type AttentionItem = {
  key: 'newListingsToday' | 'openReports' | 'redFlags' | 'blockedUsers' | 'failedJobs' | 'inquiryFloods'
  collection: 'listings' | 'reports' | 'users' | 'payload-jobs'
  /** Shown to admins alone (moderators cannot open the list). */
  adminOnly?: true
  /** One condition, so the panel's list can show the same documents. */
  filter: { field: string; operator: 'equals' | 'greater_than_equal' | 'in'; value: string }
  count: number
}

/**
 * What staff should look at first: today's new listings, reports nobody handled, listings an
 * import found a new red flag on (src/services/registry/after-import.ts), blocked users,
 * listings flooded with inquiries within the day (services/inquiries/inquiry-floods.ts, linked
 * as the list of those listings: moderators read listings, not the buyers' inquiries); for
 * admins, jobs that failed for good, above all mail the SMTP server never took after every retry
 * (src/jobs/send-email.ts).
 */
export async function attentionCounts(payload: Payload, now = new Date()): Promise<AttentionItem[]> {
  const flooded = await floodedListingIds(payload)
  const wanted: Omit<AttentionItem, 'count'>[] = [
    {
      key: 'newListingsToday',
      collection: 'listings',
      filter: { field: 'createdAt', operator: 'greater_than_equal', value: startOfRigaDay(now).toISOString() },
    },
    { key: 'openReports', collection: 'reports', filter: { field: 'status', operator: 'equals', value: 'open' } },
    { key: 'redFlags', collection: 'listings', filter: { field: 'red_flags_review', operator: 'equals', value: 'true' } },
    { key: 'blockedUsers', collection: 'users', filter: { field: 'blocked', operator: 'equals', value: 'true' } },
    // No listing has id 0: with no flood, the link opens an empty list rather than every listing.
    { key: 'inquiryFloods', collection: 'listings', filter: { field: 'id', operator: 'in', value: flooded.join(',') || '0' } },
    { key: 'failedJobs', collection: 'payload-jobs', filter: { field: 'hasError', operator: 'equals', value: 'true' }, adminOnly: true },
  ]
  return Promise.all(
    wanted.map(async (item) => ({
      ...item,
      count: (
        await payload.count({
          collection: item.collection,
          where: { [item.filter.field]: { [item.filter.operator]: item.filter.value } },
          overrideAccess: true,
        })
      ).totalDocs,
    })),
  )
}
