import { z } from 'zod'

import { locales } from '@/i18n/routing'

const isoDate = z.string().describe('ISO 8601 date and time')

/** A saved search as its owner sees it in /api/* answers and in /app. */
export const SavedSearchView = z.object({
  id: z.number().int(),
  category: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable().describe('None: every category'),
  search: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .describe('The search fields as saved, under the names POST /api/listing/index takes'),
  description: z.string().describe('The search in words, in the language of the request'),
  path: z.string().describe('The search page for it, in the language of the request (/bizness?… or /{category}?…; English under /en)'),
  locale: z.enum(locales).describe('The language of the page it was saved on (its digest is written in the owner’s chosen language)'),
  consent_at: isoDate.describe('When the owner asked for the digest'),
  last_digest_at: isoDate.nullable().describe('When a digest last held news of it'),
  unsubscribed_at: isoDate.nullable().describe('When it was withdrawn; none while active'),
})
export type SavedSearchView = z.infer<typeof SavedSearchView>
