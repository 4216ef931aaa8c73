import { headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload'
import { activeUser } from '@/lib/roles'
import type { User } from '@/payload-types'

/**
 * The user of this page request, from the HttpOnly session cookie (never from what the
 * browser stores): null when there is no session, it expired or was forged, or the account is
 * blocked or disabled. Reading the request's headers also keeps the page out of every cache.
 */
export const sessionUser = cache(async (): Promise<User | null> => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return activeUser({ user: user as User | null })
})
