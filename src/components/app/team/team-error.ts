import { ApiFailure } from '@/lib/client/api'

type Texts = (key: 'already_invited' | 'hit_limit' | 'need_email' | 'unexpected_error') => string

/**
 * The text of a failed team invitation (docs/product.md#errors): the refusals named by code
 * get their own words, a refusal of the address is shown at its field, anything else is the
 * unexpected error.
 */
export function teamInviteError(failure: unknown, t: Texts): string {
  if (failure instanceof ApiFailure) {
    if (failure.code === 'already_invited' || failure.code === 'hit_limit' || failure.code === 'need_email') return t(failure.code)
    if (failure.errors.email) return ''
  }
  return t('unexpected_error')
}
