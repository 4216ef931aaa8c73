import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { proxyTrust } from '@/lib/api/proxy-trust'
import { CLIENT_ADDRESS_HEADER, stampClientAddress } from '@/lib/api/visitor-address'

/*
 * Whom src/entries/server.ts believes about the visitor's address (TRUST_PROXY): a server that stamps each
 * request as src/entries/server.ts does and answers with the address it found. The requests come from
 * different loopback addresses (127.0.0.2 plays the proxy, 127.0.0.3 a client that reaches the
 * server's port directly).
 */
const server = http.createServer((req, res) => {
  stampClientAddress(req)
  res.end(req.headers[CLIENT_ADDRESS_HEADER])
})

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(() => {
  delete process.env.TRUST_PROXY
})

/** The address the server stamps on a request from `from` carrying `forwardedFor` (and a client's own stamp). */
function stamped(from: string, forwardedFor?: string): Promise<string> {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: '192.0.2.99' }
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, localAddress: from, headers }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve(body))
    })
    request.once('error', reject)
    request.end()
  })
}

describe('TRUST_PROXY naming the proxies', () => {
  it('should believe X-Forwarded-For only from a proxy it names, and take the connection’s address from anyone else', async () => {
    process.env.TRUST_PROXY = '127.0.0.2'
    expect(await stamped('127.0.0.2', '203.0.113.7')).toBe('203.0.113.7')
    expect(await stamped('127.0.0.3', '203.0.113.7')).toBe('127.0.0.3')
    expect(await stamped('127.0.0.2')).toBe('127.0.0.2')
  })

  it('should walk X-Forwarded-For from the right past the proxies it names, to the first address that is none of them', async () => {
    process.env.TRUST_PROXY = '127.0.0.2, 10.0.0.0/8, fd00::/8'
    expect(await stamped('127.0.0.2', '198.51.100.1, 203.0.113.7, fd00::5, 10.1.2.3')).toBe('203.0.113.7')
    expect(await stamped('127.0.0.2', '10.9.9.9, 10.1.2.3')).toBe('10.9.9.9')
  })

  it('should take proxy-addr’s names for networks', async () => {
    process.env.TRUST_PROXY = 'loopback'
    expect(await stamped('127.0.0.3', '198.51.100.1, 127.0.0.2')).toBe('198.51.100.1')
  })

  it('should refuse a setting that is no list of addresses, so the server does not start on it', () => {
    process.env.TRUST_PROXY = 'proxy.example, 10.0.0.0/8'
    expect(() => proxyTrust()).toThrow(/TRUST_PROXY.*proxy\.example/)
  })
})

describe('TRUST_PROXY as a number of proxies, or unset', () => {
  it('should believe as many hops from the right as it says, from whoever connects', async () => {
    process.env.TRUST_PROXY = '1'
    expect(await stamped('127.0.0.3', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7')
    expect(await stamped('127.0.0.3')).toBe('127.0.0.3')
    process.env.TRUST_PROXY = '2'
    expect(await stamped('127.0.0.3', '198.51.100.1, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7')
  })

  it('should take the connection’s address and ignore X-Forwarded-For and the client’s own stamp when unset', async () => {
    expect(await stamped('127.0.0.3', '203.0.113.7')).toBe('127.0.0.3')
  })
})
