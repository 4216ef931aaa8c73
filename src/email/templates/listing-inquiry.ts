import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

type Inquiry = {
  locale: Locale
  sellerName?: string | null
  title: string
  slug: string
  buyer: { name: string; email: string; phone: string | null }
  message: string
}

/**
 * A buyer's inquiry about a listing, to its seller: who wrote and what, with the buyer's
 * address as Reply-To (send.ts), so answering the mail answers the buyer. The buyer's words are
 * escaped like every value (layout.ts).
 */
export function listingInquiryMessage({ locale, sellerName, title, slug, buyer, message }: Inquiry): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('inquiry.subject', { title }),
    greeting: greetingFor(locale, sellerName),
    blocks: [
      { paragraph: t('inquiry.intro', { title }) },
      { heading: t('inquiry.from') },
      { paragraph: t('inquiry.name', { name: buyer.name }) },
      { paragraph: t('inquiry.email', { email: buyer.email }) },
      ...(buyer.phone ? [{ paragraph: t('inquiry.phone', { phone: buyer.phone }) }] : []),
      { heading: t('inquiry.message') },
      ...message
        .split(/\n+/)
        .filter((line) => line.trim())
        .map((line) => ({ paragraph: line })),
      { link: { label: t('inquiry.listing'), url: pageUrl(locale, `/bizness/${slug}`) } },
      { note: t('inquiry.reply', { email: buyer.email }) },
    ],
    signature: t('signature'),
  })
}
