/**
 * The production server: Next.js (the site, /api and /admin) behind an in-memory copy of the
 * cached public pages and the public calls' shared answers (src/server/page-cache.ts). `npm start` runs it after `npm run build`.
 *
 *   tsx server.ts [-p PORT]          (PORT from the environment otherwise, default 3000)
 *   PAGE_CACHE=off tsx server.ts     (every request through Next)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import { stampClientAddress } from './src/lib/client-address'
import { transportSecurity } from './src/lib/security-headers'
import { createPageCache } from './src/server/page-cache'

function portFromArgs(): number {
  const args = process.argv.slice(2)
  const flag = args.findIndex((arg) => arg === '-p' || arg === '--port')
  const port = Number(flag === -1 ? process.env.PORT || 3000 : args[flag + 1])
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`Not a port: ${flag === -1 ? process.env.PORT : args[flag + 1]}`)
    process.exit(2)
  }
  return port
}

async function main() {
  const port = portFromArgs()
  // As `next start` does; Next, React and Payload read it when they load, hence the late import.
  Object.assign(process.env, { NODE_ENV: 'production' })
  const { default: next } = await import('next')
  const app = next({ dev: false, port })
  await app.prepare()
  const handle = app.getRequestHandler()

  const pages = createPageCache({
    // Short: time-driven changes (a listing's expiry) must not wait much longer than Next's own minute.
    ttlMs: 10_000,
    maxEntries: 2_000,
    maxBytes: 64 * 1024 * 1024,
    maxBodyBytes: 1024 * 1024,
    quietMs: 2_000,
  })
  pages.listenForFlushes()

  const toNext = (req: IncomingMessage, res: ServerResponse) =>
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  // PAGE_CACHE=off serves every request through Next (to compare, or to rule the copy out).
  const serve =
    process.env.PAGE_CACHE === 'off'
      ? toNext
      : (req: IncomingMessage, res: ServerResponse) => pages.handle(req, res, (request) => void toNext(request, res))
  // HSTS follows the running site's SITE_URL; next.config.ts headers are fixed when it is built.
  const hsts = transportSecurity(process.env.SITE_URL)
  const server = createServer((req, res) => {
    // Route handlers get no socket: the visitor's address reaches them in this header (client-address.ts).
    stampClientAddress(req)
    if (hsts) res.setHeader(hsts.key, hsts.value)
    void serve(req, res)
  })
  server.listen(port, () => console.log(`Bizness is serving on http://localhost:${port}`))

  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    // Connections still busy get a moment; then the process goes anyway.
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
