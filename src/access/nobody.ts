import type { Access, FieldAccess } from 'payload'

/** Closed to every API caller; only server code with overrideAccess writes it. */
export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false
