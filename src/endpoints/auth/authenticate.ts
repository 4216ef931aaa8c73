import { z } from 'zod'

import { EMAIL_MAX, PASSWORD_MAX } from '@/lib/account/limits'
import { defineEndpoint } from '@/lib/api/define-endpoint'
import { json } from '@/lib/api/respond'
import { recordSignIn } from '@/lib/api/session-use'
import { authenticate } from '@/services/account/authenticate'
import { publicUser } from '@/services/account/public-user'
import { sessionCookie } from '@/services/account/session-cookie'

import { PublicUser, SecondFactorFields, SecondFactorRefused } from '../user/schemas'

const Login = z
  .strictObject({
    // The original client sends the e-mail as `username`; `email` is accepted too.
    username: z.string().max(EMAIL_MAX, 'validation.tooLong').optional(),
    email: z.string().max(EMAIL_MAX, 'validation.tooLong').optional(),
    password: z
      .string({ error: 'account.password_empty_error' })
      .min(1, 'account.password_empty_error')
      .max(PASSWORD_MAX, 'validation.tooLong'),
    ...SecondFactorFields,
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields are at fault, so a field may hold anything here.
      const given = (field: unknown) => typeof field === 'string' && field.trim() !== ''
      if (given(value.username) || given(value.email)) return
      const field = value.username === undefined && value.email !== undefined ? 'email' : 'username'
      if (typeof value[field] === 'string' || value[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'account.email_empty_error' })
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )

const Refused = z.object({ message: z.string(), error: z.string() })

export const authenticateEndpoint = defineEndpoint({
  method: 'post',
  path: '/authenticate',
  summary: 'Log in with e-mail and password: sets the HttpOnly session cookie and returns the user (never a token)',
  tag: 'user',
  auth: false,
  body: Login,
  responses: {
    200: {
      description: 'Logged in; Set-Cookie carries the session. `recoveryCodes` only when this login set the second factor up: shown once',
      schema: z.object({ user: PublicUser, recoveryCodes: z.array(z.string()).optional() }),
    },
    400: { description: 'E-mail or password empty' },
    401: {
      description:
        'Wrong e-mail or password (the same answer for unknown e-mails); or the password was right and the account’s second factor is asked for (`secondFactor`: `code`, or `enrol` with a new secret to set up), no session',
      schema: Refused.extend(SecondFactorRefused),
    },
    403: { description: 'E-mail not confirmed yet, or the account is blocked or disabled', schema: Refused },
    429: { description: 'Locked after 5 failed attempts, or 5 wrong codes in 15 minutes; try again later', schema: Refused },
  },
  handler: async ({ req, body }) => {
    const { username, email, password, code, enrolment } = body
    const { user, token, recoveryCodes } = await authenticate(req, { email: username?.trim() || email || '', password, code, enrolment })
    await recordSignIn(req, token)
    return json({ user: publicUser(user), recoveryCodes }, 200, { 'Set-Cookie': sessionCookie(req.payload, token) })
  },
})
