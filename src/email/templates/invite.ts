import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/** A user's invitation to the site: the sign-up page with the invitation code. */
export function inviteMessage({ locale, inviter, code }: { locale: Locale; inviter: string; code: string }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('invite.subject', { inviter }),
    greeting: greetingFor(locale),
    blocks: [
      { paragraph: t('invite.intro', { inviter }) },
      { button: { label: t('invite.button'), url: pageUrl(locale, `/signup?code=${encodeURIComponent(code)}`) } },
      { note: t('invite.note') },
    ],
    signature: t('signature'),
  })
}
