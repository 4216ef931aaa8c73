import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { emailText, greetingFor } from './text'

/** To the current address when a change is asked for, so a hijacked session cannot move the account quietly. */
export function emailChangeRequestedMessage({
  locale,
  name,
  newEmail,
}: {
  locale: Locale
  name?: string | null
  newEmail: string
}): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('emailChangeRequested.subject'),
    greeting: greetingFor(locale, name),
    blocks: [{ paragraph: t('emailChangeRequested.intro', { email: newEmail }) }, { note: t('emailChangeRequested.note') }],
    signature: t('signature'),
  })
}
