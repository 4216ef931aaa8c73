import { defineEndpoint } from '@/lib/api/define-endpoint'
import { billingPortalUrl } from '@/services/payments/portal'

export const portalEndpoint = defineEndpoint({
  method: 'get',
  path: '/payments/portal',
  summary: 'Opens the provider’s payment settings (a link the browser follows)',
  tag: 'payments',
  auth: true,
  responses: {
    303: { description: 'Redirect to the provider’s customer portal' },
    401: { description: 'Not signed in' },
    403: { description: 'A team member: the owner manages the plan' },
    409: { description: 'The account has never paid: no customer at the provider' },
    503: { description: 'Payments are not configured' },
  },
  handler: async ({ user, locale }) => Response.redirect(await billingPortalUrl(user, locale), 303),
})
