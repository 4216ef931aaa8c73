import { APIError, type Payload } from 'payload'

import { notFound } from '@/lib/api/api-error'

/** Confirms the address a verification code was mailed to (404 when unknown or already used). */
export async function confirmEmail(payload: Payload, code: string): Promise<void> {
  try {
    await payload.verifyEmail({ collection: 'users', token: code })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) throw notFound('account.confirm_email_error_message')
    throw error
  }
}
