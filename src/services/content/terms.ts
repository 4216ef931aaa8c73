import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Term } from '@/payload-types'

export type TermsView = { title: string | null; content: Term['content'] }

/** The editors' terms of use in the reader's language (empty until an editor writes them). */
export async function getTerms(payload: Payload, locale: Locale): Promise<TermsView> {
  const terms = await payload.findGlobal({ slug: 'terms', locale, depth: 1, overrideAccess: false })
  return { title: terms.title || null, content: terms.content ?? null }
}
