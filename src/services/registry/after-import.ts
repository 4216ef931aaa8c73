import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import { queueEmailIn } from '@/email/send'
import { registerReportMessage } from '@/email/templates/register-report'
import { translate } from '@/i18n/translate'
import { inTransaction } from '@/lib/database/in-transaction'
import { listingTag } from '@/lib/cache/cache-tags'
import { revalidateContent } from '@/lib/cache/revalidate-content'
import { localeOf } from '@/services/account/users'
import { sendStatementOfReasons } from '@/services/moderation/statement-of-reasons'

import { closedNote } from './closed-note'
import { recordKnownYear } from './known-report-year'
import { CLOSED_COMPANY_LISTINGS, LISTINGS_WITH_NEWER_REPORTS } from './listing-work'

/*
 * What an import changes for listings: the pages showing a company's register facts are
 * refreshed, a published listing of a company no longer active is hidden with a statement of
 * reasons, and a seller whose company filed a report newer than the one they know of is asked
 * to update the figures, once per report (table registry_listing_years).
 */

export type AfterImport = { refreshed: number; hidden: number; asked: number }

/** How many tags one revalidation call carries. */
const TAGS_PER_CALL = 100

type ClosedRow = { id: number; closed: string | null; terminated: string | null }
type NewerRow = { id: number; year: number; known: number | null }

async function listingsOfClosedCompanies(payload: Payload): Promise<ClosedRow[]> {
  const { rows } = await payload.db.drizzle.execute<ClosedRow>(sql.raw(CLOSED_COMPANY_LISTINGS))
  return rows
}

async function hideListing(payload: Payload, row: ClosedRow) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const listing = await payload.findByID({ collection: 'listings', id: row.id, depth: 1, req, overrideAccess: true })
    const owner = typeof listing.owner === 'object' ? listing.owner : null
    const locale = owner ? localeOf(owner) : 'lv'
    const note = translate(locale, closedNote(row), { date: row.terminated ?? '' })
    // Hiding writes the audit entry (collections/Listings/hooks/recordModeration); the register, not a person, decided.
    await payload.update({
      collection: 'listings',
      id: row.id,
      data: { status: 'hidden', moderationReason: 'not_registered_lv', moderationNote: note },
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (owner) {
      await sendStatementOfReasons(req, owner, 'listingHiddenByRegister', { title: listing.title, reason: 'not_registered_lv' })
    }
  })
}

async function listingsWithNewerReports(payload: Payload): Promise<NewerRow[]> {
  const { rows } = await payload.db.drizzle.execute<NewerRow>(sql.raw(LISTINGS_WITH_NEWER_REPORTS))
  return rows
}

async function askForFigures(payload: Payload, row: NewerRow) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    await recordKnownYear(req, row.id, row.year)
    if (row.known === null) return
    const listing = await payload.findByID({ collection: 'listings', id: row.id, depth: 1, req, overrideAccess: true })
    const owner = typeof listing.owner === 'object' ? listing.owner : null
    if (!owner || owner.blocked || owner.is_deleted) return
    const figures = await payload.db.drizzle.execute<{ turnover: string | null; profit: string | null; employees: number | null }>(
      sql`SELECT turnover, profit, employees FROM registry_reports WHERE regcode = ${listing.registration_number} AND year = ${row.year}`,
    )
    const filed = figures.rows[0]
    await queueEmailIn(
      req,
      owner.email,
      registerReportMessage({
        locale: localeOf(owner),
        name: owner.first_name,
        title: listing.title,
        listingId: listing.id,
        year: row.year,
        turnover: filed?.turnover === null || filed?.turnover === undefined ? null : Number(filed.turnover),
        profit: filed?.profit === null || filed?.profit === undefined ? null : Number(filed.profit),
        employees: filed?.employees ?? null,
      }),
    )
  })
}

/** Refreshes the pages of listings whose company changed (each purged from Varnish by its tag). */
async function refreshPages(payload: Payload, listings: { slug: string | null }[]) {
  const tags = listings.flatMap((listing) => (listing.slug ? [listingTag(listing.slug)] : []))
  const req = await createLocalReq({}, payload)
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL) {
    await revalidateContent(req, tags.slice(start, start + TAGS_PER_CALL))
  }
  return tags.length
}

export async function keepListingsHonest(payload: Payload, changed: { id: number; slug: string | null }[]): Promise<AfterImport> {
  const closed = await listingsOfClosedCompanies(payload)
  for (const row of closed) await hideListing(payload, row)
  const newer = await listingsWithNewerReports(payload)
  for (const row of newer) await askForFigures(payload, row)
  const refreshed = await refreshPages(payload, changed)
  return { refreshed, hidden: closed.length, asked: newer.filter((row) => row.known !== null).length }
}
