import { siteUrl } from '@/lib/runtime/site-url'

const DEVELOPMENT_HOSTS = ['localhost', '127.0.0.1']

/**
 * The origins whose pages may act with a visitor's session: the site's own public origin
 * (SITE_URL), and in development the local addresses `next dev` answers on. Payload's csrf list
 * (cookie accepted) and the origin check on every state-changing call read this one list.
 */
export function allowedOrigins(): readonly string[] {
  memo ??= computeOrigins()
  return memo
}

/** Read once: the list is asked for on every state-changing request, and the environment is fixed. */
let memo: readonly string[] | undefined

function computeOrigins(): string[] {
  const origins = new Set([new URL(siteUrl()).origin])
  if (process.env.NODE_ENV !== 'production') {
    const port = process.env.PORT || '3000'
    for (const host of DEVELOPMENT_HOSTS) origins.add(`http://${host}:${port}`)
  }
  return [...origins]
}
