import type { Payload } from 'payload'
import { expect } from 'vitest'

import { visitorOf } from '@/lib/api/visitor-address'
import { INQUIRY_MIN_FILL_SECONDS } from '@/lib/inquiry/limits'
import { inquiryFormToken } from '@/services/inquiries/form-token'

import { apiJson } from './rest'
import { codeFrom, type SmtpInbox } from './smtp'

/** The code of the newest confirmation link mailed to `email` (the buyer's mailbox). */
export async function inquiryConfirmCode(inbox: SmtpInbox, email: string): Promise<string> {
  const mails = await inbox.waitFor(email)
  return codeFrom(mails[mails.length - 1], '/confirm-inquiry/')
}

/** POST /api/listing/inquiry/confirm, as the page the link leads to sends it. */
export const confirmInquiryCall = (code: string, locale = '') =>
  apiJson<{ message: string }>('POST', `/api/listing/inquiry/confirm${locale}` as `/api/${string}`, { json: { code } })

/** The buyer opens the link mailed to `email`: one click in their own mailbox. */
export async function confirmMailedInquiry(inbox: SmtpInbox, email: string): Promise<void> {
  const { status } = await confirmInquiryCall(await inquiryConfirmCode(inbox, email))
  expect(status).toBe(200)
}

/** The token the inquiry form of `slug` got when the visitor with `headers` opened it, `ageMs` ago. */
export const inquiryTokenFor = (
  payload: Payload,
  slug: string,
  headers: Record<string, string>,
  ageMs = (INQUIRY_MIN_FILL_SECONDS + 5) * 1000,
) => inquiryFormToken(payload, { slug, visitor: visitorOf(new Headers(headers)) }, Date.now() - ageMs)
