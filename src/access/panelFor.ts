import { hasRole, type Role } from '@/lib/account/roles'

/**
 * `admin.hidden` for a collection or global: shown in the panel only to the roles that can work
 * with it, so nobody meets screens their access rules would refuse. Only the nav and routes; the
 * access rules still decide what anyone may read or change.
 */
export const panelFor =
  (...roles: Role[]) =>
  ({ user }: { user: unknown }): boolean =>
    !hasRole(user as Parameters<typeof hasRole>[0], ...roles)
