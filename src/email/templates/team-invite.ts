import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { composeEmail, type EmailContent } from '../layout'
import { pageUrl } from '../links'
import { emailText, greetingFor } from './text'

/** The sign-up page with the invitation code, in the e-mail's language. */
export const teamInviteUrl = (locale: Locale, code: string) => pageUrl(locale, `/signup?code=${encodeURIComponent(code)}`)

/**
 * The invitation to join a team: who invites, and the sign-up link that carries the code. An
 * address that already has an account is told that joining takes a new account with another
 * address (signing up with the code joins the team whatever the address).
 */
export function teamInviteEmail(
  locale: Locale,
  { owner, code, registered }: { owner: Pick<User, 'first_name' | 'last_name' | 'email'>; code: string; registered: boolean },
): EmailContent {
  const t = emailText(locale)
  const name = `${owner.first_name} ${owner.last_name}`.trim() || owner.email
  return composeEmail({
    subject: t('teamInvite.subject', { name }),
    greeting: greetingFor(locale),
    blocks: [
      { paragraph: t('teamInvite.intro', { name, email: owner.email }) },
      { paragraph: t(registered ? 'teamInvite.actionRegistered' : 'teamInvite.action') },
      { button: { label: t('teamInvite.button'), url: teamInviteUrl(locale, code) } },
      { note: t('teamInvite.note') },
    ],
    signature: t('signature'),
  })
}
