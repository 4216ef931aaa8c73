import { z } from 'zod'

const count = z.number().int().nonnegative()

/** One day of one listing: what happened that day in Riga's calendar. */
export const DayCounts = z.object({
  day: z.string().describe('YYYY-MM-DD'),
  views: count.describe('Views of the listing’s page (one per visitor and visit, not the seller’s team, not crawlers)'),
  reveals: count.describe('Reveals of the seller’s phone and e-mail'),
  inquiries: count.describe('Inquiries sent through the site'),
  favourites: count.describe('Times saved to a buyer’s favourites'),
})
export type DayCounts = z.infer<typeof DayCounts>

export const ListingStatistics = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  days: z.array(DayCounts).describe('The last 30 days, oldest first, today last'),
  totals: DayCounts.omit({ day: true }),
})
export type ListingStatistics = z.infer<typeof ListingStatistics>
