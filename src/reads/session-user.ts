import { headers } from 'next/headers'
import { cache } from 'react'

import { sessionUnchecked } from '@/lib/account/unchecked-session'
import { databaseAway } from '@/lib/errors/app-error'
import { activeUser } from '@/lib/account/roles'
import { payloadClient } from '@/reads/payload-client'
import type { User } from '@/payload-types'

/**
 * The request's headers as Payload's session check should judge them for reading a page.
 * Payload refuses the session cookie on any request another site started (Sec-Fetch-Site:
 * cross-site), which is right for the calls that change things, but a page only reads: a
 * top-level navigation from a link elsewhere (a mail read in a webmail, the way back from
 * Stripe's checkout) carries the cookie by SameSite=Lax and should find its user signed in. A
 * frame is no such navigation (its destination is not `document`), and no page may be framed.
 */
function pageRequestHeaders(source: Headers): Headers {
  const topLevel = source.get('sec-fetch-mode') === 'navigate' && source.get('sec-fetch-dest') === 'document'
  if (!topLevel || source.get('sec-fetch-site') !== 'cross-site') return source
  const judged = new Headers(source)
  judged.set('sec-fetch-site', 'none')
  return judged
}

/**
 * The user of this page request, from the HttpOnly session cookie (never from what the
 * browser stores): null when there is no session, it expired or was forged, or the account is
 * blocked or disabled. Reading the request's headers also keeps the page out of every cache.
 * A session the database could not check while it is away throws (unavailable): the page is
 * answered 503 rather than shown as to a visitor who is signed out.
 */
export const sessionUser = cache(async (): Promise<User | null> => {
  const payload = await payloadClient()
  const judged = pageRequestHeaders(await headers())
  const { user } = await payload.auth({ headers: judged })
  if (!user && sessionUnchecked(judged)) throw databaseAway()
  return activeUser({ user: user as User | null })
})
