import type { PayloadRequest } from 'payload'

import { sendEmail } from '@/email/send'
import { confirmEmailMessage } from '@/email/templates/confirm-email'
import { signupAttemptExistingMessage } from '@/email/templates/signup-attempt-existing'
import type { Locale } from '@/i18n/routing'
import { notFound } from '@/lib/errors/app-error'
import { inTransaction } from '@/lib/database/in-transaction'
import { relationId } from '@/lib/database/relation-id'
import type { Invite, User } from '@/payload-types'
import { mayMail, requireVisitorMailBudget } from '@/services/mail-caps'

import { pendingInvite } from './invitations'
import { openSession } from './open-session'
import { spendPasswordWork } from './password-work'
import { findUserByEmail, localeOf, normalizeEmail } from './users'

export type SignUpInput = { first_name: string; last_name: string; phone: string; email: string; password: string }

/** Either "check your e-mail" or, for an invitee using the invited address, a signed-in account. */
export type SignUpResult = { signedIn: false } | { signedIn: true; user: User; token: string }

/**
 * A registered address gets the same answer as a new one (after the same password hashing
 * work), and its owner an e-mail saying someone tried, with the login and reset links.
 */
async function answerForRegistered(req: PayloadRequest, existing: User, password: string): Promise<SignUpResult> {
  await spendPasswordWork(password)
  // Repeated sign-ups with a registered address must not flood its owner's inbox.
  if (await mayMail(req.payload, 'signupExisting', existing.email)) {
    await sendEmail(req.payload, existing.email, signupAttemptExistingMessage({ locale: localeOf(existing), name: existing.first_name }))
  }
  return { signedIn: false }
}

/** The account and the invitation's acceptance are stored together or not at all. */
const createAccount = (req: PayloadRequest, input: SignUpInput, locale: Locale, invite: Invite | undefined, proven: boolean) =>
  inTransaction(req, async () => {
    const user = await req.payload.create({
      collection: 'users',
      data: {
        ...input,
        roles: ['user'],
        locale,
        _verified: proven,
        team: invite?.kind === 'team' ? relationId(invite.team) : undefined,
      },
      disableVerificationEmail: true,
      showHiddenFields: true,
      overrideAccess: true,
      // A public sign-up never becomes the operator, even on an empty database.
      context: { publicSignup: true },
      req,
    })
    if (invite) {
      await req.payload.update({
        collection: 'invites',
        id: invite.id,
        data: { status: 'accepted', acceptedBy: user.id },
        overrideAccess: true,
        req,
      })
    }
    return user
  })

/**
 * Signs a visitor up as an ordinary user in the request's language. Without proof of the
 * address the account waits for the confirmation link (sent with Payload's verification
 * token in our own template). An invitation code (404 when unknown or used) joins the
 * inviter's team for team invitations; used with the invited address it proves the address,
 * so the account is verified and signed in at once. Every call counts against the visitor's
 * hourly share of mail-sending calls (a 429 past it).
 */
export async function signUp(
  req: PayloadRequest,
  input: SignUpInput,
  locale: Locale,
  visitor: string,
  code?: string,
): Promise<SignUpResult> {
  const invite = code === undefined ? undefined : await pendingInvite(req.payload, code)
  if (invite === null) throw notFound('account.invite_not_found')
  await requireVisitorMailBudget(req.payload, visitor)
  const email = normalizeEmail(input.email)
  const existing = await findUserByEmail(req.payload, email)
  if (existing) return answerForRegistered(req, existing, input.password)

  const proven = invite !== undefined && normalizeEmail(invite.email) === email
  const user = await createAccount(req, { ...input, email }, locale, invite, proven)
  if (proven) {
    const { token } = await openSession(req.payload, { email, password: input.password })
    return { signedIn: true, user, token }
  }
  if (!user._verificationToken) throw new Error('Payload issued no verification token')
  if (await mayMail(req.payload, 'confirm', email)) {
    await sendEmail(req.payload, email, confirmEmailMessage({ locale, name: user.first_name, token: user._verificationToken }))
  }
  return { signedIn: false }
}
