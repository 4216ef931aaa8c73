import { SITE_TIME_ZONE } from '@/lib/format/riga-date-time'

/** The digest goes out once a day at this hour, Riga time. */
export const DIGEST_HOUR = 7

/**
 * A listing counts as news only once it is a minute old: its row is written a moment before its
 * transaction commits, so a digest reading up to the very second could miss one still committing,
 * and the next digest, which starts where this one ended, would never see it.
 */
export const SETTLE_MS = 60_000

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
})

/** Riga's wall clock at `instant`, written as if it were UTC; its distance from the instant is Riga's offset then. */
function rigaWallClock(instant: number): number {
  const part = Object.fromEntries(clock.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]))
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second)
}

/**
 * The last DIGEST_HOUR o'clock in Riga at or before `now`, summer time or not. Riga changes its
 * clock at 03:00 or 04:00, so its offset two hours before the digest hour is the hour's own.
 */
export function lastDigestHour(now: Date): Date {
  const wall = rigaWallClock(now.getTime())
  const today = new Date(wall)
  let hour = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), DIGEST_HOUR)
  if (hour > wall) hour -= DAY_MS
  const before = hour - 2 * HOUR_MS
  return new Date(hour - (rigaWallClock(before) - before))
}

/** Searches last checked before this are due at `now`: once a day, from the digest hour on (late runs catch up). */
export const dueBefore = (now: Date) => new Date(lastDigestHour(now).getTime() - SETTLE_MS)

/** A digest at `now` holds the listings created up to this moment; the next one starts from it. */
export const newsUntil = (now: Date) => new Date(now.getTime() - SETTLE_MS)
