import type { PayloadRequest } from 'payload'

import { queueEmailIn } from '@/email/send'
import { type ModerationDecision, moderationDecisionMessage } from '@/email/templates/moderation-decision'
import { moderationAddress } from '@/email/transport'
import type { ModerationReason } from '@/lib/moderation/reasons'
import type { User } from '@/payload-types'
import { localeOf } from '@/services/account/users'

/**
 * Tells a person, in their language, that staff restricted (or restored) their listing or
 * account, why, and where to object. Queued in the decision's own transaction, so the mail
 * exists exactly when the decision does; replies go to the moderation address.
 */
export async function sendStatementOfReasons(
  req: PayloadRequest,
  recipient: Pick<User, 'email' | 'first_name' | 'locale'>,
  decision: ModerationDecision,
  details: { title?: string; reason?: ModerationReason | null; note?: string | null } = {},
): Promise<void> {
  const contestAddress = moderationAddress()
  const message = moderationDecisionMessage({
    locale: localeOf(recipient),
    name: recipient.first_name,
    decision,
    contestAddress,
    ...details,
  })
  await queueEmailIn(req, recipient.email, message, { replyTo: contestAddress })
}
