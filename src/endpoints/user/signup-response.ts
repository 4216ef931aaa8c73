import type { PayloadRequest } from 'payload'

import { translate } from '@/i18n/translate'
import type { Locale } from '@/i18n/routing'
import { json } from '@/lib/api/respond'
import { recordSignIn } from '@/lib/api/session-use'
import { visitorOf } from '@/lib/api/visitor-address'
import { publicUser } from '@/services/account/public-user'
import { sessionCookie } from '@/services/account/session-cookie'
import { signUp, type SignUpInput } from '@/services/account/signup'

/** Both sign-up calls answer alike: 201 "check your e-mail", or 201 with the user and the session cookie. */
export async function signUpResponse(req: PayloadRequest, form: SignUpInput & { password_confirm: string }, locale: Locale, code?: string) {
  const { password_confirm: _repeat, ...input } = form
  const result = await signUp(req, input, locale, visitorOf(req.headers), code)
  if (!result.signedIn) return json({ success: true, message: translate(locale, 'account.signup_success') }, 201)
  await recordSignIn(req, result.token)
  return json({ success: true, message: translate(locale, 'account.signup_welcome'), user: publicUser(result.user) }, 201, {
    'Set-Cookie': sessionCookie(req.payload, result.token),
  })
}
