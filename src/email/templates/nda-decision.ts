import type { Locale } from '@/i18n/routing'
import type { NdaDecision } from '@/lib/nda/states'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/**
 * Tells a buyer, in the language they accepted the NDA in, what the seller decided about their
 * access to a confidential listing: approved (a link to the listing), declined, or revoked.
 */
export function ndaDecisionMessage({
  locale,
  decision,
  buyerName,
  title,
  slug,
}: {
  locale: Locale
  decision: NdaDecision
  buyerName?: string | null
  title: string
  slug: string
}): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t(`nda.${decision}.subject`, { title }),
    greeting: greetingFor(locale, buyerName),
    blocks: [
      { paragraph: t(`nda.${decision}.intro`, { title }) },
      ...(decision === 'approve' ? [{ button: { label: t('nda.viewListing'), url: pageUrl(locale, `/bizness/${slug}`) } }] : []),
    ],
    signature: t('signature'),
  })
}

/** Tells a seller who approves each buyer that a buyer accepted the NDA and waits for their decision. */
export function ndaRequestMessage({
  locale,
  sellerName,
  title,
  listingId,
}: {
  locale: Locale
  sellerName?: string | null
  title: string
  listingId: number
}): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('nda.request.subject', { title }),
    greeting: greetingFor(locale, sellerName),
    blocks: [
      { paragraph: t('nda.request.intro', { title }) },
      { button: { label: t('nda.request.decide'), url: pageUrl(locale, `/app/listing/nda/${listingId}`) } },
    ],
    signature: t('signature'),
  })
}
