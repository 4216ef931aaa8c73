import type { Locale } from '@/i18n/routing'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/**
 * To the address a buyer gave with an inquiry: the link that sends it on to the seller. Anyone
 * can type any address into the form, so the mail carries nothing they wrote (not their name,
 * not their message), only the listing's title and the link: nobody can send a stranger their
 * words in our name.
 */
export function confirmInquiryMessage({ locale, title, code }: { locale: Locale; title: string; code: string }): EmailContent {
  const t = emailText(locale)
  return composeEmail({
    subject: t('inquiryConfirm.subject', { title }),
    greeting: greetingFor(locale),
    blocks: [
      { paragraph: t('inquiryConfirm.intro', { title }) },
      { button: { label: t('inquiryConfirm.button'), url: pageUrl(locale, `/confirm-inquiry/${encodeURIComponent(code)}`) } },
      { note: t('inquiryConfirm.note') },
    ],
    signature: t('signature'),
  })
}
