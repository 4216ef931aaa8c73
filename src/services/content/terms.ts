import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Term } from '@/payload-types'

import { readTranslated, type Translated } from './translated'

export type TermsView = Translated<{ title: string | null; content: Term['content'] }>

/** The editors' terms of use in the reader's language, what is not yet translated in Latvian (empty until an editor writes them). */
export async function getTerms(payload: Payload, locale: Locale): Promise<TermsView> {
  const terms = await readTranslated(locale, (language) =>
    payload.findGlobal({ slug: 'terms', ...language, depth: 1, overrideAccess: false }),
  )
  return { title: terms.title || null, content: terms.content ?? null, untranslated: terms.untranslated }
}
