import type { IncomingMessage } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'

import proxyaddr from 'proxy-addr'

import { proxyTrust } from './proxy-trust'

/**
 * The visitor's network address, as the production server (src/entries/server.ts) found it. Route handlers
 * get no socket, so the server writes it into this header on every request, over whatever the
 * client sent under the same name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-bizness-client-ip'

/** "::ffff:192.0.2.1" (an IPv4 client on a dual-stack socket) is 192.0.2.1. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/** The last entries of X-Forwarded-For are the ones our own proxies appended; earlier ones are the client's say. */
function forwardedBy(header: string | string[] | undefined, hops: number): string | undefined {
  const entries = ([] as string[])
    .concat(header ?? [])
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length >= hops ? entries[entries.length - hops] : undefined
}

/**
 * src/entries/server.ts: stamps the request with the address it came from: the socket's peer, or, where that
 * is one of the proxies TRUST_PROXY names, the first address in X-Forwarded-For (from the right)
 * that is not; replacing any value the client sent.
 */
export function stampClientAddress(req: IncomingMessage): void {
  req.headers[CLIENT_ADDRESS_HEADER] = plain(proxyaddr(req, proxyTrust()) ?? '')
}

/**
 * An IPv6 address by its /56 network: a subscriber is commonly given a /56 (some a /48) and can
 * pick any address, in any of its 256 /64s; counted per /64, one subscriber was 256 visitors.
 */
function network(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address
  const [head, tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  const [a, b, c, d] = groups.map((group) => parseInt(group, 16))
  return `${[a, b, c, d & 0xff00].map((group) => group.toString(16)).join(':')}::/56`
}

/**
 * Who is asking, for the limits kept per visitor: the address src/entries/server.ts stamped; under
 * `next dev` (no src/entries/server.ts) the address Next passes on in X-Forwarded-For. Requests that carry
 * neither share one visitor, 'unknown'.
 */
export function visitorOf(headers: Headers): string {
  const stamped = headers.get(CLIENT_ADDRESS_HEADER)?.trim()
  const address = stamped || forwardedBy(headers.get('x-forwarded-for') ?? undefined, 1)
  return address ? network(plain(address)) : 'unknown'
}
