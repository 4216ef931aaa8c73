import { z } from 'zod'

import { locales } from '@/i18n/routing'
import {
  EMAIL_MAX,
  ENROLMENT_OFFER_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  SECOND_FACTOR_CODE_MAX,
} from '@/lib/account/limits'

/** Text a person types: trimmed, required with its own message (docs/product.md#input-rules), bounded. */
export const requiredText = (emptyKey: string, max: number) =>
  z.string({ error: emptyKey }).trim().min(1, emptyKey).max(max, 'validation.tooLong')

export const emailAddress = (emptyKey: string) => requiredText(emptyKey, EMAIL_MAX).pipe(z.email('validation.email'))

/** A password as typed (never trimmed): required, optionally with a minimum length. */
export const password = (emptyKey: string, tooShortKey?: string) => {
  const required = z.string({ error: emptyKey }).min(1, emptyKey).max(PASSWORD_MAX, 'validation.tooLong')
  return tooShortKey ? required.min(PASSWORD_MIN, tooShortKey) : required
}

/**
 * `repeat` must equal `field` (when both were sent as text). Runs even when other fields are
 * at fault, so a form gets all its field errors at once.
 */
export const sameAs = (field: string, repeat: string, mismatchKey: string) =>
  [
    (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
      if (value[repeat] !== value[field]) ctx.addIssue({ code: 'custom', path: [repeat], message: mismatchKey })
    },
    {
      when: ({ value }: { value: unknown }) =>
        typeof (value as Record<string, unknown>)?.[field] === 'string' && typeof (value as Record<string, unknown>)?.[repeat] === 'string',
    },
  ] as const

/** A code from an e-mailed link; anything longer is no code of ours. */
export const CodeParams = z.object({ code: z.string().min(1).max(200) })

export const PublicUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.enum(['admin', 'moderator', 'editor', 'user'])),
  locale: z.enum(locales).nullable(),
  created_at: z.string(),
})

/** The second step of a login: the app's code or a recovery code, and for a first enrolment the offer it answers. */
export const SecondFactorFields = {
  code: z.string().max(SECOND_FACTOR_CODE_MAX, 'validation.tooLong').optional(),
  enrolment: z.string().max(ENROLMENT_OFFER_MAX, 'validation.tooLong').optional(),
}

/** A new secret to set up in an authenticator app: the QR code (an SVG data: address), the secret as text, and the offer to send back with the first code. */
export const EnrolmentOffer = z.object({ token: z.string(), secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() })

/** What a login refused for its second factor says besides the message: which step is asked for. */
export const SecondFactorRefused = { secondFactor: z.enum(['code', 'enrol']).optional(), enrolment: EnrolmentOffer.optional() }

export const Done = z.object({ success: z.literal(true), message: z.string() })

/** The sign-up form (docs/product.md#input-rules), with our minimum password length. */
export const SignUpBody = z
  .strictObject({
    first_name: requiredText('account.first_name_empty', NAME_MAX),
    last_name: requiredText('account.last_name_empty', NAME_MAX),
    phone: requiredText('account.phone_empty', PHONE_MAX),
    email: emailAddress('account.email_empty_error'),
    password: password('account.password_empty', 'account.password_length_error'),
    password_confirm: password('account.password_confirm_empty'),
  })
  .superRefine(...sameAs('password', 'password_confirm', 'account.password_confirm_error'))

export const SignUpResponse = z.object({ success: z.literal(true), message: z.string(), user: PublicUser.optional() })
