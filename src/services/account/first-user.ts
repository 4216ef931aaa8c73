import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { inTransaction } from '@/lib/database/in-transaction'
import { forbidden } from '@/lib/errors/app-error'
import type { User } from '@/payload-types'

/**
 * The panel's "create first user" on an empty database: the account, made an admin and verified
 * (collections/Users/hooks/firstUserIsAdmin), and no session: an admin signs in with a second
 * factor, so the first login sets it up. Refused once any account exists.
 */
export async function registerFirstUser(req: PayloadRequest, data: RequiredDataFromCollectionSlug<'users'>): Promise<User> {
  return inTransaction(req, async () => {
    if ((await req.payload.count({ collection: 'users', req, overrideAccess: true })).totalDocs > 0) throw forbidden()
    return req.payload.create({ collection: 'users', data, req, overrideAccess: true, disableVerificationEmail: true })
  })
}
