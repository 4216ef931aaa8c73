import { translate } from '@/i18n/translate'
import type { Locale } from '@/i18n/routing'
import type { ModerationReason } from '@/lib/moderation/reasons'

import { composeEmail, type EmailContent } from '../layout'
import { emailText, greetingFor } from './text'

export type ReportOutcome = 'actioned' | 'dismissed'

/**
 * Tells the person who reported a listing what came of it (Digital Services Act Art. 16(5)):
 * whether the listing was hidden, for the reason they gave, and where to object.
 */
export function reportOutcomeMessage({
  locale,
  outcome,
  title,
  reason,
  contestAddress,
}: {
  locale: Locale
  outcome: ReportOutcome
  title: string
  reason: ModerationReason
  contestAddress: string
}): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t(`reportOutcome.${outcome}.subject`),
    greeting: greetingFor(locale),
    blocks: [
      { paragraph: t(`reportOutcome.${outcome}.intro`, { title }) },
      { paragraph: t('reportOutcome.reason', { reason: translate(locale, `moderation.reasons.${reason}`) }) },
      { paragraph: t('reportOutcome.contest', { address: contestAddress }) },
    ],
    signature: t('signature'),
  })
}
