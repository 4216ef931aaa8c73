import { translate } from '@/i18n/translate'
import type { Locale } from '@/i18n/routing'
import type { ModerationReason } from '@/lib/moderation/reasons'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

export type ModerationDecision =
  'listingHidden' | 'listingHiddenByRegister' | 'listingHiddenByRedFlag' | 'listingPublished' | 'accountBlocked' | 'accountUnblocked'

type Statement = {
  locale: Locale
  name?: string | null
  decision: ModerationDecision
  /** The listing's title, for decisions about a listing. */
  title?: string
  reason?: ModerationReason | null
  note?: string | null
  /** Where an objection goes (Digital Services Act Art. 17(3)(f)). */
  contestAddress: string
}

const BUTTONS: Record<ModerationDecision, { label: string; path: string }> = {
  listingHidden: { label: 'myListings', path: '/app/listing/my' },
  listingHiddenByRegister: { label: 'myListings', path: '/app/listing/my' },
  listingHiddenByRedFlag: { label: 'myListings', path: '/app/listing/my' },
  listingPublished: { label: 'myListings', path: '/app/listing/my' },
  accountBlocked: { label: 'login', path: '/login' },
  accountUnblocked: { label: 'login', path: '/login' },
}

/**
 * A statement of reasons: what was decided, the reason chosen from the list with the rule of the
 * terms it rests on, the moderator's own words, and how to contest it. Lifting a restriction
 * is told too, without a reason.
 */
export function moderationDecisionMessage({ locale, name, decision, title = '', reason, note, contestAddress }: Statement): EmailContent {
  const t = emailText(locale)
  const restricts =
    decision === 'listingHidden' ||
    decision === 'listingHiddenByRegister' ||
    decision === 'listingHiddenByRedFlag' ||
    decision === 'accountBlocked'
  const button = BUTTONS[decision]
  return composeEmail({
    subject: t(`moderation.${decision}.subject`),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t(`moderation.${decision}.intro`, { title }) },
      ...(restricts && reason
        ? [
            { paragraph: t('moderation.reason', { reason: translate(locale, `moderation.reasons.${reason}`) }) },
            { paragraph: translate(locale, `moderation.rules.${reason}`) },
          ]
        : []),
      ...(restricts && note?.trim() ? [{ paragraph: t('moderation.note', { note: note.trim() }) }] : []),
      ...(restricts ? [{ paragraph: t('moderation.contest', { address: contestAddress }) }] : []),
      { button: { label: t(`moderation.${button.label}`), url: pageUrl(locale, button.path) } },
    ],
    signature: t('signature'),
  })
}
