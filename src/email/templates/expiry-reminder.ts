import type { Locale } from '@/i18n/routing'
import { formatDate } from '@/lib/format/riga-date-time'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

type Reminder = { locale: Locale; name?: string | null; listingId: number; title: string; expiry: Date | string; lifetimeDays: number }

/** A week before a listing ends: when it ends, and the edit screen where the owner renews it. */
export function expiryReminderMessage({ locale, name, listingId, title, expiry, lifetimeDays }: Reminder): EmailContent {
  const t = emailText(locale)
  const date = formatDate(expiry)
  return composeEmail({
    subject: t('expiryReminder.subject', { date }),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('expiryReminder.intro', { title, date }) },
      { paragraph: t('expiryReminder.action', { days: lifetimeDays }) },
      { button: { label: t('expiryReminder.button'), url: pageUrl(locale, `/app/listing/edit/${listingId}`) } },
      { note: t('expiryReminder.note') },
    ],
    signature: t('signature'),
  })
}
