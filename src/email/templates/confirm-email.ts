import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/** After sign-up (ours or an account an admin created): the link that confirms the address. */
export function confirmEmailMessage({ locale, name, token }: { locale: Locale; name?: string | null; token: string }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('confirm.subject'),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('confirm.intro') },
      { button: { label: t('confirm.button'), url: pageUrl(locale, `/confirm-email/${encodeURIComponent(token)}`) } },
      { note: t('confirm.note') },
    ],
    signature: t('signature'),
  })
}
