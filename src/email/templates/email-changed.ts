import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { emailText, greetingFor } from './text'

/** To the old address when a profile's e-mail changes, so a hijacked account does not go unnoticed. */
export function emailChangedMessage({ locale, name, newEmail }: { locale: Locale; name?: string | null; newEmail: string }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('emailChanged.subject'),
    greeting: greetingFor(locale, name),
    blocks: [{ paragraph: t('emailChanged.intro', { email: newEmail }) }, { note: t('emailChanged.note') }],
    signature: t('signature'),
  })
}
