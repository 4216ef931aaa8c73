import type { PayloadRequest } from 'payload'

import type { Locale } from './routing'

/**
 * A request for a Local API call that tells hooks which language to word refusals in: they
 * read it with requestLocale(), and a Local API request has no headers of its own. A fresh
 * object per call, since Payload fills it in (transaction, data loader).
 */
export const localApiRequest = (locale: Locale): Partial<PayloadRequest> => ({
  headers: new Headers({ 'accept-language': locale }),
})
