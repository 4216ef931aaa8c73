import type { Locale } from '@/i18n/routing'
import { formatCount } from '@/lib/format/numbers'
import { FACET_CAP } from '@/services/listings/public/facets'

/** An option's count as the form shows it: exact up to FACET_CAP, past it '100+'. */
export const facetCount = (count: number, locale: Locale) =>
  count > FACET_CAP ? `${formatCount(FACET_CAP, locale)}+` : formatCount(count, locale)
