import type { PayloadRequest } from 'payload'

import { activeUser, isStaffUser } from '@/lib/account/roles'

/** Who may open the admin panel: admins, moderators and editors, never sellers or buyers. */
export const isStaff = ({ req }: { req: PayloadRequest }) => isStaffUser(activeUser(req))
