import type { PayloadRequest } from 'payload'

import { requestLocale } from './request-locale'
import { isLocale, type Locale } from './routing'

/**
 * The language a collection hook or field validation answers in: a request's own, as every
 * answer picks it; a service's Local API call names it as `locale`.
 */
export const hookLocale = (req: PayloadRequest): Locale =>
  req.payloadAPI === 'REST' || !isLocale(req.locale) ? requestLocale(req) : req.locale
