import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an
 * account: the sign-up answer stays the same, so it never tells who is registered.
 */
export function signupAttemptExistingMessage({ locale, name }: { locale: Locale; name?: string | null }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('signupExisting.subject'),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('signupExisting.intro') },
      { button: { label: t('signupExisting.login'), url: pageUrl(locale, '/login') } },
      { paragraph: t('signupExisting.forgot') },
      { button: { label: t('signupExisting.reset'), url: pageUrl(locale, '/forgot-password') } },
      { note: t('signupExisting.note') },
    ],
    signature: t('signature'),
  })
}
