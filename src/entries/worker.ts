/**
 * The jobs worker: runs the mail and listings queues (src/jobs/worker.ts) for web servers started
 * with JOBS=off. `npm run worker` (scripts/run.ts) starts it on the configured DATABASE_URL, or
 * on the embedded PostgreSQL of a site already running. It applies no
 * migrations (the site does, on start) and waits until they are applied. SIGTERM or Ctrl-C: it
 * starts no more runs, lets the one in progress end, and exits. `npm run worker` runs the build's
 * compiled copy (tools/entries.ts) with Node itself, never through tsx's CLI: the CLI
 * passes a signal on to its child and kills the child outright unless it acknowledges within
 * 30 ms, which on a busy machine cut runs short.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { runWorker } from '@/jobs/worker'

async function main() {
  const stop = new AbortController()
  // Ctrl-C reaches the launcher and this process alike: the first signal stops, the others find it stopping.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop.abort())
  const payload = await getPayload({ config })
  await runWorker(payload, stop.signal, (line) => console.log(line))
  await payload.destroy()
  console.log('The worker stopped.')
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
