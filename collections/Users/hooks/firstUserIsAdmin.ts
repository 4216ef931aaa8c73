import type { CollectionBeforeChangeHook } from 'payload'

/**
 * On an empty database the first account (Payload's "create first user" screen) becomes the
 * operator: an admin, verified. Otherwise nobody could ever open the admin panel. A public
 * sign-up on the site is never promoted, so a fresh install cannot be taken over from outside.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ context, data, operation, req }) => {
  if (operation !== 'create' || context.publicSignup) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs === 0) {
    data.roles = ['admin']
    data._verified = true
  }
  return data
}
