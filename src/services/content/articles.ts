import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Article } from '@/payload-types'

export type ArticleView = Pick<Article, 'id' | 'title' | 'excerpt' | 'content'> & { slug: string }

/** The editors' resource articles in their `order`, in the reader's language. */
export async function listArticles(payload: Payload, locale: Locale): Promise<ArticleView[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    sort: ['order', 'id'],
    pagination: false,
    // Internal links in the text come with their target, so they can point at its page.
    depth: 1,
    locale,
    select: { title: true, slug: true, excerpt: true, content: true },
    overrideAccess: false,
  })
  return docs.map((article) => ({ ...article, slug: article.slug || `article-${article.id}` }))
}
