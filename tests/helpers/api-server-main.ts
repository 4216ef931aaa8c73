/**
 * The app's /api routes over HTTP in a process of their own, on API_SERVER_PORT, the way Next
 * routes requests to them (the same handlers as tests/helpers/rest.ts, without a build): for
 * tests that do something to what the server depends on and must see the process survive it.
 * Prints a marked line once it listens.
 */
import { createServer, type IncomingMessage } from 'node:http'

import { getPayload } from 'payload'

import config from '../../payload.config'
import { restHandlers } from '../../src/lib/api/rest-handlers'

import { API_SERVER_READY } from './api-server'

type Method = keyof ReturnType<typeof restHandlers>

async function body(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function main() {
  await getPayload({ config })
  const handlers = restHandlers(config)
  const port = Number(process.env.API_SERVER_PORT)
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://localhost:${port}`)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, String(value))
      const request = new Request(url, { method: req.method, headers, body: (await body(req)) as BodyInit | undefined })
      const slug = url.pathname
        .replace(/^\/api\//, '')
        .split('/')
        .filter(Boolean)
      const handler = handlers[req.method as Method]
      const response = await handler(request, { params: Promise.resolve({ slug }) })
      const out = Buffer.from(await response.arrayBuffer())
      for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) res.setHeader('set-cookie', cookies)
      res.writeHead(response.status).end(out)
    } catch (error) {
      // Next answers a handler that throws with a bare 500; so does this stand-in.
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    }
  })
  server.listen(port, '127.0.0.1', () => console.log(API_SERVER_READY))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
