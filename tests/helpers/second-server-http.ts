/**
 * A second server that listens: another process with its own Payload on the same database and
 * MEDIA_DIR, serving the app's /api routes over HTTP with request bodies streamed in as they
 * arrive, as Next serves them. tests/helpers/second-server.ts starts it; it prints its port on
 * one marked line once it listens.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { getPayload } from 'payload'

import config from '../../payload.config'
import { restHandlers } from '../../src/lib/api/rest-handlers'
import { CLIENT_ADDRESS_HEADER } from '../../src/lib/api/visitor-address'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

async function main() {
  await getPayload({ config })
  const handlers = restHandlers(config)
  const server = http.createServer(async (incoming, outgoing) => {
    try {
      const url = new URL(incoming.url ?? '/', 'http://localhost:3000')
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        for (const each of ([] as string[]).concat(value ?? [])) headers.append(name, each)
      }
      headers.set(CLIENT_ADDRESS_HEADER, incoming.socket.remoteAddress ?? '127.0.0.1')
      const method = (incoming.method ?? 'GET') as Method
      const hasBody = method !== 'GET' && method !== 'DELETE'
      const request = new Request(url, {
        method,
        headers,
        body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
        duplex: 'half',
      } as RequestInit)
      const slug = url.pathname
        .replace(/^\/api\//, '')
        .split('/')
        .filter(Boolean)
      const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
      outgoing.writeHead(response.status, Object.fromEntries(response.headers))
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error(error)
      outgoing.writeHead(500).end()
    }
  })
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`@@second-server-port@@${(server.address() as AddressInfo).port}\n`)
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
