import type { Payload, RequestContext } from 'payload'

import { slugify } from '@/lib/slugs/slugify'

import { BUSINESS_SALE } from './data/articles/business-sale'
import { BUSINESS_VALUATION } from './data/articles/business-valuation'
import { existingId } from './existing-id'

/** The two resource articles; returns how many were created. */
export async function seedArticles(payload: Payload, context: RequestContext): Promise<number> {
  let created = 0
  for (const { order, lv, en } of [BUSINESS_VALUATION, BUSINESS_SALE]) {
    if ((await existingId(payload, 'articles', { slug: { equals: slugify(lv.title) } }, context)) !== undefined) continue
    const article = await payload.create({ collection: 'articles', locale: 'lv', data: { ...lv, order }, context })
    await payload.update({ collection: 'articles', id: article.id, locale: 'en', data: en, context })
    created++
  }
  return created
}
