import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { api } from './rest'

export type WebhookBridge = { url: string; close: () => Promise<void> }

/**
 * An HTTP address for a stand-in's webhooks that hands each one, byte for byte with its
 * headers, to the app's /api handler in this process (tests/helpers/rest.ts), and answers what
 * the handler answered: the stand-in sees the app as Stripe would.
 */
export async function startWebhookBridge(path: `/api/${string}`): Promise<WebhookBridge> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value
      delete headers['content-length']
      const answer = await api('POST', path, { body: Buffer.concat(chunks), headers })
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
      response.end(await answer.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
