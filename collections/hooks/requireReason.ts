import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { isLocale } from '@/i18n/routing'
import { translate } from '@/i18n/translate'

type Doc = Record<string, unknown>

/**
 * A restriction (a hidden listing, a blocked account) needs a reason from the list, and words of
 * its own when the reason is `other`; lifting it clears both. Applies to every person's way in:
 * the panel, the REST API, and the Local API acting for a user.
 */
export const requireReason =
  ({ restricted, reason, text }: { restricted: (doc: Doc) => boolean; reason: string; text: string }): CollectionBeforeChangeHook =>
  ({ collection, data, originalDoc, req }) => {
    const merged = { ...originalDoc, ...data }
    if (!restricted(merged)) {
      if (originalDoc && restricted(originalDoc)) Object.assign(data, { [reason]: null, [text]: null })
      return data
    }
    // Server code acting for nobody (the seed, scripts) sets states directly; people must say why
    // when they restrict or restate the reason, not when they touch something else (a renewal).
    const changed = (key: string) => key in data && (data[key] ?? null) !== (originalDoc?.[key] ?? null)
    const restating = !originalDoc || !restricted(originalDoc) || changed(reason) || changed(text)
    if (!req.user || !restating) return data
    const language = req.i18n?.language
    const locale = isLocale(language) ? language : requestLocale(req)
    const fail = (path: string, key: string) => {
      throw new ValidationError({ collection: collection.slug, errors: [{ path, message: translate(locale, key) }] })
    }
    if (!merged[reason]) fail(reason, 'moderation.reasonRequired')
    if (merged[reason] === 'other' && !String(merged[text] ?? '').trim()) fail(text, 'moderation.reasonTextRequired')
    return data
  }
