import { getTranslations } from 'next-intl/server'

import type { RenewLabels } from './renew-listing-button'

/** The renew button's texts, for any server page that places it. */
export async function renewLabels(): Promise<RenewLabels> {
  const t = await getTranslations('listingForm')
  return { renew: t('renew'), renewing: t('renewing'), renewListing: t.raw('renewListing') as string, unexpected: t('unexpected') }
}
