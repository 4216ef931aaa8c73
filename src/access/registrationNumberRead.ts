import type { FieldAccess } from 'payload'

import { ownerOrModeratorField } from './ownerOrModeratorField'

/**
 * A listing's registration number is public only when its seller chose so (a company's name
 * can be confidential); its owner and staff always read it.
 */
export const registrationNumberRead: FieldAccess = (args) =>
  Boolean((args.doc as { registration_number_public?: boolean } | undefined)?.registration_number_public) || ownerOrModeratorField(args)
