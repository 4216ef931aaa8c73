import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Blocking or disabling an account ends its sessions: the tokens it holds stop authenticating
 * at all (not even to refresh themselves), so the person is a visitor until they sign in again.
 */
export const endSessionsOnBlock: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update') return data
  const blocking = data.blocked === true && originalDoc?.blocked !== true
  const disabling = data.is_deleted === true && originalDoc?.is_deleted !== true
  if (blocking || disabling) data.sessions = []
  return data
}
