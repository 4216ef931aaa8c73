import type { Access } from 'payload'

/** Open to everyone, visitors included. */
export const anyone: Access = () => true
