import type { Locale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'

import { composeEmail, type EmailContent } from '../layout'
import { emailText, greetingFor } from './text'

/** A new listing as the digest shows it: its title linked, then price, place and sector. */
export type DigestListing = { title: string; url: string; detail: string }

/** One saved search's news: all of it counted, the first of it shown. */
export type DigestSection = {
  description: string
  /** New listings matching it; more than `listings` when the mail had no room for all. */
  count: number
  listings: DigestListing[]
  searchUrl: string
  unsubscribeUrl: string
}

type Digest = {
  locale: Locale
  name?: string | null
  sections: DigestSection[]
  /** Withdraws every search of this mail (the one-click link of the List-Unsubscribe header leads to the same). */
  unsubscribeAllUrl: string
  manageUrl: string
}

/** The daily digest: each saved search with news, its new listings, the way to the whole search and out of the mail. */
export function savedSearchDigestMessage({ locale, name, sections, unsubscribeAllUrl, manageUrl }: Digest): EmailContent {
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, `savedSearches.digest.${key}`, vars)
  const total = sections.reduce((sum, section) => sum + section.count, 0)
  const several = sections.length > 1
  return composeEmail({
    subject: t('subject', { count: total }),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t(several ? 'introSeveral' : 'intro') },
      ...sections.flatMap((section) => [
        { heading: section.description },
        ...section.listings.map((listing) => ({ item: listing })),
        {
          link: {
            label:
              section.count > section.listings.length ? t('seeAll', { more: section.count - section.listings.length }) : t('seeSearch'),
            url: section.searchUrl,
          },
        },
        ...(several ? [{ link: { label: t('unsubscribeOne'), url: section.unsubscribeUrl } }] : []),
      ]),
      { note: t('why') },
      { link: { label: t(several ? 'unsubscribeAll' : 'unsubscribe'), url: unsubscribeAllUrl } },
      { link: { label: t('manage'), url: manageUrl } },
    ],
    signature: emailText(locale)('signature'),
  })
}
