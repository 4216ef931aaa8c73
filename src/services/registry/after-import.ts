import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import { queueEmailIn } from '@/email/send'
import type { ModerationDecision } from '@/email/templates/moderation-decision'
import { redFlagMessage } from '@/email/templates/red-flag'
import { registerReportMessage } from '@/email/templates/register-report'
import { translate } from '@/i18n/translate'
import type { Locale } from '@/i18n/routing'
import { isBarring } from '@/lib/red-flags'
import type { RedFlag } from '@/services/listings/listing-shapes'
import type { ModerationReason } from '@/lib/moderation/reasons'
import { inTransaction } from '@/lib/database/in-transaction'
import { requestDb } from '@/lib/database/request-db'
import { listingTag } from '@/lib/cache/cache-tags'
import { revalidateContent } from '@/lib/cache/revalidate-content'
import { databasePool } from '@/lib/database/pool'
import { localeOf } from '@/services/account/users'
import { sendStatementOfReasons } from '@/services/moderation/statement-of-reasons'

import { closedNote } from './closed-note'
import { type FlagChange, recordFlagChanges } from './flag-changes'
import { recordKnownYear } from './known-report-year'
import { CLOSED_COMPANY_LISTINGS, LISTINGS_WITH_NEWER_REPORTS } from './listing-work'
import { flagWords } from './terms-check'

/*
 * What an import changes for listings: the pages showing a company's register facts or red flags
 * are refreshed, a published listing of a company no longer active, or newly flagged insolvent,
 * in liquidation or suspended, is hidden with a statement of reasons, a seller whose company has
 * any other new red flag is told once and the listing goes on the moderators' attention
 * dashboard, and a seller whose company filed a report newer than the one they know of is asked
 * to update the figures, once per report (table registry_listing_years).
 */

export type AfterImport = {
  refreshed: number
  hidden: number
  asked: number
  /** Listings whose red flags changed (flag-changes.ts): new, gone, or with new dates. */
  flagsChanged: number
  /** Published listings with a new flag that does not hide them: their sellers mailed, on the attention dashboard. */
  flagged: number
}

/** How many tags one revalidation call carries. */
const TAGS_PER_CALL = 100

type ClosedRow = { id: number; closed: string | null; terminated: string | null }
type NewerRow = { id: number; year: number; known: number | null }

async function listingsOfClosedCompanies(payload: Payload): Promise<ClosedRow[]> {
  const { rows } = await payload.db.drizzle.execute<ClosedRow>(sql.raw(CLOSED_COMPANY_LISTINGS))
  return rows
}

type Hiding = { reason: ModerationReason; note: (locale: Locale) => string; decision: ModerationDecision }

async function hideListing(payload: Payload, id: number, { reason, note, decision }: Hiding) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const listing = await payload.findByID({ collection: 'listings', id, depth: 1, req, overrideAccess: true })
    const owner = typeof listing.owner === 'object' ? listing.owner : null
    // Hiding writes the audit entry (collections/Listings/hooks/recordModeration); the state's data, not a person, decided.
    await payload.update({
      collection: 'listings',
      id,
      data: { status: 'hidden', moderationReason: reason, moderationNote: note(owner ? localeOf(owner) : 'lv') },
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (owner) await sendStatementOfReasons(req, owner, decision, { title: listing.title, reason })
  })
}

const closedCompany = (row: ClosedRow): Hiding => ({
  reason: 'not_registered_lv',
  note: (locale) => translate(locale, closedNote(row), { date: row.terminated ?? '' }),
  decision: 'listingHiddenByRegister',
})

/** A flag from the changes in words. */
const wordsOf = (flag: FlagChange, locale: Locale) =>
  flagWords({ ...flag, rating: flag.kind === 'tax_rating' ? (flag.detail as RedFlag['rating']) : undefined }, locale)

const flaggedCompany = (flag: FlagChange): Hiding => ({
  reason: 'company_not_trading',
  note: (locale) => translate(locale, 'redFlags.hiddenNote', wordsOf(flag, locale)),
  decision: 'listingHiddenByRedFlag',
})

/** Tells the seller of a published listing of its company's new flags, and puts the listing before the moderators. */
async function reportNewFlags(payload: Payload, listingId: number, flags: FlagChange[]) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const listing = await payload.findByID({ collection: 'listings', id: listingId, depth: 1, req, overrideAccess: true })
    // Written as it is, not through a save: the seller's next save is not refused as made from an older version.
    await (await requestDb(req)).execute(sql`UPDATE listings SET red_flags_review = true WHERE id = ${listingId}`)
    const owner = typeof listing.owner === 'object' ? listing.owner : null
    if (!owner || owner.blocked || owner.is_deleted) return
    const locale = localeOf(owner)
    await queueEmailIn(
      req,
      owner.email,
      redFlagMessage({
        locale,
        name: owner.first_name,
        title: listing.title,
        slug: listing.slug ?? '',
        flags: flags.map((flag) => wordsOf(flag, locale)),
      }),
    )
  })
}

/**
 * New flags on published listings: one that keeps a company off the site hides the listing; any
 * other is told to the seller, all of one import's in one mail, once (the flags are recorded).
 */
async function reactToNewFlags(payload: Payload, changes: FlagChange[]): Promise<{ hidden: number; flagged: number }> {
  const fresh = new Map<number, FlagChange[]>()
  for (const change of changes) {
    if (change.change !== 'new' || change.status !== 'published') continue
    fresh.set(change.listing_id, [...(fresh.get(change.listing_id) ?? []), change])
  }
  let hidden = 0
  for (const [listingId, flags] of fresh) {
    const barring = flags.find((flag) => isBarring(flag.kind))
    if (barring) {
      await hideListing(payload, listingId, flaggedCompany(barring))
      hidden++
    } else await reportNewFlags(payload, listingId, flags)
  }
  return { hidden, flagged: fresh.size - hidden }
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
  for (const row of closed) await hideListing(payload, row.id, closedCompany(row))
  const newer = await listingsWithNewerReports(payload)
  for (const row of newer) await askForFigures(payload, row)
  const flagChanges = await recordFlagChanges(databasePool(payload))
  const reactions = await reactToNewFlags(payload, flagChanges)
  // A page shows its listing's flags: those whose flags changed are refreshed, exactly those.
  const flagged = flagChanges.map((row) => ({ id: row.listing_id, slug: row.slug }))
  const pages = [...new Map([...changed, ...flagged].map((listing) => [listing.id, listing])).values()]
  const refreshed = await refreshPages(payload, pages)
  return {
    refreshed,
    hidden: closed.length + reactions.hidden,
    asked: newer.filter((row) => row.known !== null).length,
    flagsChanged: new Set(flagged.map((listing) => listing.id)).size,
    flagged: reactions.flagged,
  }
}
