/** The site's clock: Latvia, whatever the server's time zone. */
export const SITE_TIME_ZONE = 'Europe/Riga'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The date's fields in Riga time, assembled by the callers so no locale's punctuation leaks in. */
const rigaParts = (date: Date | string) => Object.fromEntries(parts.formatToParts(new Date(date)).map((part) => [part.type, part.value]))

/** 'dd.mm.yyyy' in Riga time: dates are shown as Latvians write them, in both languages. */
export function formatDate(date: Date | string): string {
  const values = rigaParts(date)
  return `${values.day}.${values.month}.${values.year}`
}

/** 'dd.mm.yyyy hh:mm' in Riga time (a listing's 'added' date). */
export function formatRigaDateTime(date: Date | string): string {
  const values = rigaParts(date)
  return `${values.day}.${values.month}.${values.year} ${values.hour}:${values.minute}`
}
