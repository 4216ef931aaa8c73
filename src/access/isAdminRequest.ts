import type { PayloadRequest } from 'payload'

import { activeUser, hasRole } from '@/lib/account/roles'

/** For request-level checks outside collections (the jobs queue endpoints): admins only. */
export const isAdminRequest = ({ req }: { req: PayloadRequest }) => hasRole(activeUser(req), 'admin')
