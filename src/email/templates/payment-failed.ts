import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/** Stripe could not take a subscription's payment: what that means and where to fix the card. */
export function paymentFailedMessage({ locale, name }: { locale: Locale; name?: string | null }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('paymentFailed.subject'),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('paymentFailed.intro') },
      { paragraph: t('paymentFailed.action') },
      { button: { label: t('paymentFailed.button'), url: pageUrl(locale, '/app/plan') } },
    ],
    signature: t('signature'),
  })
}
