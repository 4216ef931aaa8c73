import type { AfterErrorHook } from 'payload'

import { requestLocale } from '@/i18n/request-locale'
import { translate } from '@/i18n/translate'

const unreadable = (text: unknown) => {
  if (typeof text !== 'string' || text === '') return false
  try {
    JSON.parse(text)
    return false
  } catch {
    return true
  }
}

/**
 * A REST `where` (or `data`) may come as JSON text, which Payload parses before any collection
 * hook runs and answers with a 500 when it is not JSON. Only that case becomes a 400: the error
 * is a SyntaxError and the request's own where or data does not parse.
 */
export const unreadableQuery: AfterErrorHook = ({ error, req }) => {
  if (!(error instanceof SyntaxError)) return
  const query = req.query as Record<string, unknown> | undefined
  if (!unreadable(query?.where) && !unreadable(query?.data)) return
  return { response: { errors: [{ message: translate(requestLocale(req), 'api.query.unreadable') }] }, status: 400 }
}
