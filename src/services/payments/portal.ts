import type { Locale } from '@/i18n/routing'
import type { User } from '@/payload-types'

import { payingAccount } from './account'
import { requireProvider } from './provider'

/** Where the browser goes to manage cards and invoices: the provider's customer portal (the owner's). */
export const billingPortalUrl = (user: User, locale: Locale): Promise<string> => {
  const provider = requireProvider()
  return provider.portalUrl({ account: payingAccount(user), locale })
}
