import type { FieldAccess } from 'payload'

import { ownerOrModeratorField } from './ownerOrModeratorField'

/**
 * A listing's registration number is public only when its seller chose so (a company's name
 * can be confidential); its owner and staff always read it.
 */
export const registrationNumberRead: FieldAccess = (args) => {
  const doc = args.doc as { registration_number_public?: boolean; confidential?: boolean | null } | undefined
  // A confidential listing never shows it to the public, whatever its seller ticked.
  return Boolean(doc?.registration_number_public && !doc.confidential) || ownerOrModeratorField(args)
}
