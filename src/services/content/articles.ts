import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { Article } from '@/payload-types'

import { readTranslatedDocs, type Translated } from './translated'

export type ArticleView = Translated<Pick<Article, 'id' | 'title' | 'excerpt' | 'content'> & { slug: string }>

/** The editors' resource articles in their `order`, in the reader's language, each field not yet translated in Latvian. */
export async function listArticles(payload: Payload, locale: Locale): Promise<ArticleView[]> {
  const articles = await readTranslatedDocs(locale, async (language) => {
    const { docs } = await payload.find({
      collection: 'articles',
      sort: ['order', 'id'],
      pagination: false,
      // Internal links in the text come with their target, so they can point at its page.
      depth: 1,
      ...language,
      select: { title: true, slug: true, excerpt: true, content: true },
      overrideAccess: false,
    })
    return docs
  })
  return articles.map((article) => ({ ...article, slug: article.slug || `article-${article.id}` }))
}
