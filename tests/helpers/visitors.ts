import crypto from 'node:crypto'

import { CLIENT_ADDRESS_HEADER } from '@/lib/api/visitor-address'

/**
 * The header src/entries/server.ts stamps on a request from a new visitor (a random address in 10.0.0.0/8,
 * so test files sharing the run's database never share a visitor by chance).
 */
export function newVisitor(): Record<string, string> {
  const [a, b, c] = crypto.randomBytes(3)
  return { [CLIENT_ADDRESS_HEADER]: `10.${a}.${b}.${c}` }
}
