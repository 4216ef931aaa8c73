import { z } from 'zod'

import { AppError } from '@/lib/errors/app-error'
import { normalizeEmail } from '@/services/account/users'

const failure = (key: string, code: string) => new AppError('invalid', key, { code, errors: { email: key }, extra: { success: false } })

/** The address to invite, as accounts store it; empty or malformed is a 400 with the invite's own codes (docs/product.md#input-rules). */
export function inviteEmail(raw: string): string {
  const email = normalizeEmail(raw)
  if (!email) throw failure('team.needEmail', 'need_email')
  if (email.length > 254 || !z.email().safeParse(email).success) throw failure('team.invalidEmail', 'invalid_email')
  return email
}
