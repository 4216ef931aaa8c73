import type { PayloadRequest } from 'payload'

import { queueEmailIn } from '@/email/send'
import { paymentFailedMessage } from '@/email/templates/payment-failed'
import type { User } from '@/payload-types'
import { localeOf } from '@/services/account/users'

/** Tells the account's owner, in their language, that a payment failed; queued with the event's transaction. */
export async function paymentFailedMail(req: PayloadRequest, account: User): Promise<void> {
  await queueEmailIn(req, account.email, paymentFailedMessage({ locale: localeOf(account), name: account.first_name }))
}
