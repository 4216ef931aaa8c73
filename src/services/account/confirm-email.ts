import { APIError, type Payload } from 'payload'

import { notFound } from '@/lib/errors/app-error'

import { confirmEmailChange } from './email-change'

/**
 * Confirms the address a code was mailed to: a sign-up's verification code, or the link that
 * completes an e-mail change. 404 when the code is neither (unknown, used or expired).
 */
export async function confirmEmail(payload: Payload, code: string): Promise<void> {
  try {
    await payload.verifyEmail({ collection: 'users', token: code })
    return
  } catch (error) {
    if (!(error instanceof APIError && error.status < 500)) throw error
  }
  if (!(await confirmEmailChange(payload, code))) throw notFound('account.confirm_email_error_message')
}
