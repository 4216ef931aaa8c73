import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

type NewFlags = {
  locale: Locale
  name?: string | null
  title: string
  slug: string
  /** Each new flag in words: what it is, its source, since when (terms-check.ts's flagWords). */
  flags: { reason: string; source: string; date: string }[]
}

/** The state's open data show something new against a published listing's company: what, and that buyers see it. */
export function redFlagMessage({ locale, name, title, slug, flags }: NewFlags): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('redFlag.subject'),
    greeting: greetingFor(locale, name),
    blocks: [
      { paragraph: t('redFlag.intro', { title }) },
      ...flags.map((flag) => ({ paragraph: t('redFlag.flag', { title: flag.reason, source: flag.source, date: flag.date }) })),
      { paragraph: t('redFlag.shown') },
      { button: { label: t('redFlag.button'), url: pageUrl(locale, `/bizness/${slug}`) } },
    ],
    signature: t('signature'),
  })
}
