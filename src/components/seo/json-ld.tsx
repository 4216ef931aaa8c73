import { jsonLdText } from '@/lib/seo/json-ld'

/** Structured data for search engines, rendered into the page's HTML. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
