import type { User } from '@/payload-types'

import { requireProvider } from './provider'

/** Where the browser goes to manage cards and invoices: the provider's customer portal. */
export const billingPortalUrl = (user: User): Promise<string> => requireProvider().portalUrl(user)
