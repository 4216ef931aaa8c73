import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { translate } from '@/i18n/translate'
import { formatEuro } from '@/lib/format/numbers'
import { formatDate } from '@/lib/format/riga-date-time'
import type { Locale } from '@/i18n/routing'
import type { RedFlag } from '@/services/listings/listing-shapes'

import { companyFigures, type RegistryDb, registryLoaded } from './company-figures'
import { barringFlag } from './red-flags'

/** The terms' smallest yearly turnover of a company on sale, in euros. */
export const MIN_TURNOVER_EUR = 50_000

/**
 * Annual reports are due four months after the year's end, seven for audited companies (end of
 * July); until the later deadline has passed, the year before last still counts as "last year's
 * report", so no company is refused for a report not yet due. Counted in Riga's calendar.
 */
const LAST_YEAR_DUE_MONTH = 8

/** The oldest report year that counts as last year's on `now` (1 August 2026 onwards: 2025; before: 2024). */
export function requiredReportYear(now: Date): number {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number)
  return month >= LAST_YEAR_DUE_MONTH ? year - 1 : year - 2
}

/** The machine words a client is told why the register refuses a company, one per rule below. */
export const REGISTRY_REFUSAL_CODES = [
  'registry_not_found',
  'registry_closed',
  'registry_red_flag',
  'registry_no_report',
  'registry_turnover',
] as const

/** Why the register refuses a listing: the message key, its values and a machine word for clients. */
export type RegistryRefusal = { key: string; code: (typeof REGISTRY_REFUSAL_CODES)[number]; vars?: Record<string, string | number> }

/** A red flag named in `locale`: what it is, where it comes from, since when (a refusal's and a hidden listing's words). */
export const flagWords = (flag: Pick<RedFlag, 'kind' | 'source' | 'since' | 'rating'>, locale: Locale) => ({
  reason: translate(locale, `redFlags.kinds.${flag.kind}.title`, { rating: flag.rating ?? '' }),
  source: translate(locale, `redFlags.sources.${flag.source}`),
  date: flag.since ? formatDate(flag.since) : '—',
})

/**
 * The terms' rules that the register can check (a company registered in Latvia and active, not
 * insolvent, in liquidation or suspended by the state's open data, last year's report filed,
 * turnover of at least EUR 50 000), or null when the company passes them or no register data is
 * loaded at all.
 */
export async function registryRefusal(
  payload: Payload,
  regcode: string,
  locale: Locale,
  { now = new Date(), db = payload.db.drizzle }: { now?: Date; db?: RegistryDb } = {},
): Promise<RegistryRefusal | null> {
  if (!(await registryLoaded(payload, db))) return null
  const company = await companyFigures(payload, regcode, db)
  if (!company) return { key: 'registry.refused.notFound', code: 'registry_not_found' }
  if (!company.active) return { key: 'registry.refused.closed', code: 'registry_closed' }
  const barred = await barringFlag(payload, company.regcode, db)
  if (barred) return { key: 'registry.refused.redFlag', code: 'registry_red_flag', vars: flagWords(barred, locale) }
  const required = requiredReportYear(now)
  const { rows } = await db.execute<{ year: number; turnover: string | null }>(sql`
    SELECT year, turnover FROM registry_reports WHERE regcode = ${company.regcode} AND year >= ${required}
    ORDER BY year DESC LIMIT 1`)
  const report = rows[0]
  if (!report) return { key: 'registry.refused.noReport', code: 'registry_no_report', vars: { year: required } }
  const turnover = report.turnover === null ? 0 : Number(report.turnover)
  if (turnover < MIN_TURNOVER_EUR) {
    return {
      key: 'registry.refused.turnoverUnder',
      code: 'registry_turnover',
      vars: { year: report.year, turnover: formatEuro(turnover, locale) },
    }
  }
  return null
}
