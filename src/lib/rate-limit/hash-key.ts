import crypto from 'node:crypto'

import type { Payload } from 'payload'

/**
 * What the limits store instead of an address (e-mail or network): a keyed hash, so a copy of
 * the tables tells nobody who asked or who was asked about, and the same value always finds its row.
 */
export const hashKey = (payload: Payload, value: string): string =>
  crypto.createHmac('sha256', payload.secret).update(value).digest('base64url')
