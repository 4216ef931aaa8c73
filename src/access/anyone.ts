import type { Access, FieldAccess } from 'payload'

/** Open to everyone, visitors included. */
export const anyone: Access = () => true

export const anyoneField: FieldAccess = () => true
