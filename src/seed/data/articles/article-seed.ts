import type { RichText } from '../../lexical'

type ArticleText = { title: string; excerpt: string; content: RichText }

/** A resource article in both languages; its slug comes from the Latvian title. */
export type ArticleSeed = { order: number; lv: ArticleText; en: ArticleText }
