import type { Locale } from '@/i18n/routing'
import { parsePageNumber } from '@/lib/listings/page-numbers'
import type { User } from '@/payload-types'
import { receivedInquiries } from '@/services/inquiries/received-inquiries'

import { payloadClient } from './payload-client'

/**
 * What the inquiries inbox shows for its address's ?page=: a page number written plainly, else
 * the first page; a page past the last (an old link, a hand-edited number) shows the last one.
 */
export async function loadInboxPage(user: User, locale: Locale, pageParam: string | string[] | undefined) {
  const asked = (typeof pageParam === 'string' && parsePageNumber(pageParam)) || 1
  const payload = await payloadClient()
  const found = await receivedInquiries(payload, user, locale, asked)
  const last = Math.max(1, found.pages)
  return asked > last ? receivedInquiries(payload, user, locale, last) : found
}
