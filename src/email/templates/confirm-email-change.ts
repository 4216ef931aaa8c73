import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/** To the new address of an e-mail change: the link that proves it and makes the change. */
export function confirmEmailChangeMessage({ locale, name, token }: { locale: Locale; name?: string | null; token: string }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('confirmEmailChange.subject'),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('confirmEmailChange.intro') },
      { button: { label: t('confirmEmailChange.button'), url: pageUrl(locale, `/confirm-email/${encodeURIComponent(token)}`) } },
      { note: t('confirmEmailChange.note') },
    ],
    signature: t('signature'),
  })
}
