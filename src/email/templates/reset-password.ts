import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/** The one-hour link to set a new password (ours and Payload's forgot-password). */
export function resetPasswordMessage({ locale, name, token }: { locale: Locale; name?: string | null; token: string }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('reset.subject'),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('reset.intro') },
      { button: { label: t('reset.button'), url: pageUrl(locale, `/forgot-password/${encodeURIComponent(token)}`) } },
      { note: t('reset.note') },
    ],
    signature: t('signature'),
  })
}
