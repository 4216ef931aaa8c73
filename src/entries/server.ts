/**
 * The production server: Next.js (the site, /api and /admin). `npm start` runs it after `npm run build`.
 *
 *   node .next/entries/server.mjs [-p PORT]   (PORT from the environment otherwise, default 3000)
 *
 * `npm run build` compiles it there (tools/entries.ts).
 *
 * Alone it is served by Next and its own cache; behind Varnish (README, "Several servers") its
 * cached pages carry their cache tags, and on SIGTERM it first tells the load balancer it is
 * going (SHUTDOWN_DRAIN_MS), then finishes what is in flight.
 */
import { createServer } from 'node:http'

import { proxyTrust } from '@/lib/api/proxy-trust'
import { stampClientAddress } from '@/lib/api/visitor-address'
import { markDraining } from '@/lib/runtime/draining'
import { transportSecurity } from '@/lib/api/security-headers'
import { sendPageCacheTags } from '@/server/page-cache-tags'
import { answerMarkingDatabaseAway } from '@/server/database-away-pages'

/** How long requests in flight may take to finish after a stop; then the process goes anyway. */
const FINISH_MS = 30_000

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

/** How long a stopping server keeps answering while the load balancer's probe notices (0 alone). */
function drainMs(): number {
  const ms = Number(process.env.SHUTDOWN_DRAIN_MS || 0)
  return Number.isFinite(ms) && ms > 0 ? ms : 0
}

async function main() {
  const port = portFromArgs()
  // A TRUST_PROXY it cannot read stops the start, rather than every request.
  proxyTrust()
  // As `next start` does; Next, React and Payload read it when they load, hence the late import.
  Object.assign(process.env, { NODE_ENV: 'production' })
  const { default: next } = await import('next')
  const app = next({ dev: false, port })
  await app.prepare()
  const handle = app.getRequestHandler()

  // HSTS follows the running site's SITE_URL; next.config.ts headers are fixed when it is built.
  const hsts = transportSecurity(process.env.SITE_URL)
  let stopping = false
  const server = createServer((req, res) => {
    // Route handlers get no socket: the visitor's address reaches them in this header (src/lib/api/visitor-address.ts).
    stampClientAddress(req)
    if (hsts) res.setHeader(hsts.key, hsts.value)
    // A stopping server keeps no connection open for the next request.
    if (stopping) res.setHeader('Connection', 'close')
    if (req.method === 'GET' || req.method === 'HEAD') sendPageCacheTags(req, res)
    answerMarkingDatabaseAway(req, res, handle).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  // A port another program holds ends the start: Next would otherwise catch the error and keep a
  // process alive that serves nothing, which a supervisor or a readiness wait takes for starting.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, resolve)
  })
  console.log(`Bizness is serving on http://localhost:${port}`)

  const stop = () => {
    if (stopping) return
    stopping = true
    // The readiness call answers 503 from now on; Varnish's probe takes the server out of the
    // rotation while it still answers whatever is sent meanwhile.
    markDraining()
    setTimeout(() => {
      server.close(() => process.exit(0))
      // Keep-alive connections whose last answer has gone are closed as they fall idle.
      setInterval(() => server.closeIdleConnections(), 100).unref()
      setTimeout(() => process.exit(0), FINISH_MS).unref()
    }, drainMs())
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
