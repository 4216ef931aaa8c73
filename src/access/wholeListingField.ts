import type { FieldAccess } from 'payload'

import { ownerOrModeratorField } from './ownerOrModeratorField'

/**
 * What a confidential listing hides from the public (its municipality, figures, files, contacts,
 * registration number), as Payload's own routes read it: anyone reads it on other listings, its
 * owner and staff on confidential ones. Without a document (a filter or a sort on the field) it is
 * staff's and the owner's alone, so no query can find a confidential listing by a hidden value.
 * The site's own reads give the whole listing to its team and staff (src/services/confidential/).
 */
export const wholeListingField: FieldAccess = (args) => {
  const doc = args.doc as { confidential?: boolean | null } | undefined
  if (doc && !doc.confidential) return true
  return ownerOrModeratorField(args)
}
