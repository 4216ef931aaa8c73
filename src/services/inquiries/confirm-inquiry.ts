import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/lib/database/in-transaction'
import { notFound } from '@/lib/errors/app-error'
import { INQUIRY_CONFIRM_DAYS } from '@/lib/inquiry/limits'

import { inquiryOfCode } from './confirm-code'
import { deliverInquiry } from './deliver-inquiry'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The buyer opened the link mailed with their inquiry: it goes on to the seller
 * (deliver-inquiry.ts). Opening it again changes nothing and is no error; a code we never made,
 * an inquiry gone with its listing, or a link older than INQUIRY_CONFIRM_DAYS is a 404.
 */
export async function confirmInquiry(req: PayloadRequest, code: string): Promise<void> {
  const { payload } = req
  const id = inquiryOfCode(payload, code)
  const inquiry =
    id === null
      ? null
      : await payload.findByID({
          collection: 'inquiries',
          id,
          select: { confirmed_at: true, createdAt: true },
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  if (!inquiry) throw notFound('inquiries.confirmInvalid')
  if (inquiry.confirmed_at) return
  if (Date.now() - Date.parse(inquiry.createdAt) > INQUIRY_CONFIRM_DAYS * DAY_MS) throw notFound('inquiries.confirmInvalid')
  await inTransaction(req, () => deliverInquiry(req, inquiry.id))
}
