import { allowedOrigins } from './allowed-origins'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a state-changing request was sent by a page of another origin (CSRF). Browsers name
 * the sending page in Origin on every POST, PUT, PATCH and DELETE; where an old browser or a
 * privacy setting leaves Origin out, Sec-Fetch-Site still tells a cross-site request. Requests
 * with neither come from no browser (curl, server to server) and carry no ambient cookie risk.
 * Form and multipart bodies need no CORS preflight, so this check, not CORS, is what stops them.
 */
export function isForeignStateChange(method: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  const origin = headers.get('origin')
  if (origin !== null) return !allowedOrigins().includes(origin)
  const site = headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}
