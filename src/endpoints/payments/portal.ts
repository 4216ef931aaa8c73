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
    503: { description: 'Payments are not configured' },
  },
  handler: async ({ user }) => Response.redirect(await billingPortalUrl(user), 303),
})
