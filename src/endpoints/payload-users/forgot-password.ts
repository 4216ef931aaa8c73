import { json } from '@/lib/api/respond'
import { payloadRoute } from '@/lib/api/payload-route'
import { visitorOf } from '@/lib/api/visitor-address'
import { invalid } from '@/lib/errors/app-error'
import { requestPasswordReset } from '@/services/account/password-reset'

/**
 * Payload's own POST /api/users/forgot-password (the admin panel's "forgot password" form)
 * through the same service as /api/user/reset: the same hourly shares per visitor and per
 * address, and an answer that comes before any lookup, where the built-in route mailed past
 * every cap and took longer for a registered address. The answer keeps Payload's shape.
 */
export const usersForgotPasswordEndpoint = payloadRoute('post', '/forgot-password', async (req) => {
  const email = typeof req.data?.email === 'string' ? req.data.email.trim() : ''
  if (!email) throw invalid('account.email_empty_error', { email: 'account.email_empty_error' })
  await requestPasswordReset(req.payload, email, visitorOf(req.headers))
  return json({ message: req.t('general:success') })
})
