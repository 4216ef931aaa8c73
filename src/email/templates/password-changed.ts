import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/** After a password change or reset: the owner learns of it, with the way back if it was not them. */
export function passwordChangedMessage({ locale, name }: { locale: Locale; name?: string | null }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('passwordChanged.subject'),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('passwordChanged.intro') },
      { paragraph: t('passwordChanged.warning') },
      { button: { label: t('passwordChanged.button'), url: pageUrl(locale, '/forgot-password') } },
    ],
    signature: t('signature'),
  })
}
