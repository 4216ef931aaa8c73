import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

/** Where each linkable collection's documents live on the site. */
const PAGE_OF: Record<string, (slug: string) => string> = {
  listings: (slug) => `/bizness/${slug}`,
  categories: (slug) => `/${slug}`,
  articles: (slug) => `/biznesa-pardosanas-padomi#${slug}`,
}

/**
 * The page an editor's internal link points at, in the reader's language. A target without a
 * public page (or one the reader may not see, so it came unpopulated) links to the home page.
 */
export function internalHref(link: SerializedLinkNode, locale: Locale): string {
  const doc = link.fields.doc
  const target = doc && typeof doc.value === 'object' ? doc.value : null
  const page = doc ? PAGE_OF[doc.relationTo] : undefined
  const href = page && typeof target?.slug === 'string' ? page(target.slug) : '/'
  return getPathname({ href, locale })
}
