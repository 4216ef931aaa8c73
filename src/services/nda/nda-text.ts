import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Nda } from '@/payload-types'
import { readTranslated, type Translated } from '@/services/content/translated'

export type NdaView = Translated<{ version: number; content: Nda['content'] }>

/**
 * The NDA buyers accept, in the reader's language (in Latvian until it is translated), with the
 * version an acceptance must name. Version 0 is an NDA no editor has written yet: nobody can accept it.
 */
export async function getNda(payload: Payload, locale: Locale): Promise<NdaView> {
  // The same for every reader (the global's read is anyone's): no caller's access to apply.
  const nda = await readTranslated(locale, (language) => payload.findGlobal({ slug: 'nda', ...language, depth: 0, overrideAccess: true }))
  return { version: Number(nda.version ?? 0), content: nda.content ?? null, untranslated: nda.untranslated }
}

/** The NDA's current version, whatever the language. */
export const currentNdaVersion = async (payload: Payload): Promise<number> => (await getNda(payload, 'lv')).version
