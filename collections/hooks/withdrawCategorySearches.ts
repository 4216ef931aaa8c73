import type { CollectionBeforeDeleteHook } from 'payload'

import { withdrawSearchesOfCategory } from '@/services/saved-searches/withdraw'

/** A deleted category's saved searches are withdrawn, not widened to every category. */
export const withdrawCategorySearches: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await withdrawSearchesOfCategory(req, Number(id))
}
