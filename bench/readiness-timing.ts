/**
 * The health calls' timing: how soon a server says it cannot take visitors when its database
 * hangs or is gone, and how soon it answers its liveness call. tests/int/health.int.spec.ts
 * proves what each answers, with room for a busy machine; the targets live here.
 *
 *   npx tsx bench/readiness-timing.ts [rounds]
 *
 * Runs the app's Payload on a fresh, migrated database, as the integration tests make one, and
 * times, each `rounds` times (default 20) after two warm-up rounds:
 *
 * - GET /api/health, in-process through the route handler Next uses. Target: ≤ 1 s (it asks the
 *   database nothing; the test proves it answers while the database hangs).
 * - The readiness check (src/services/readiness.ts, behind GET /api/health/ready) on a database
 *   that answers; on one that hangs (a relay that holds every byte, as in the test), target
 *   ≤ READY_WITHIN_MS + 1 s (Varnish's probe must see the refusal); and where nothing listens,
 *   target ≤ 2 s (the refused connection ends it, not the wait).
 *
 * Figures only, no pass/fail exit code: a shared machine makes timings noisy.
 */
import pg from 'pg'

import { freePort } from '../tools/processes'
import { READY_WITHIN_MS, requireReady } from '../src/services/readiness'
import { stallingRelay } from '../tests/helpers/stalling-relay'
import { withBenchPayload } from './helpers/bench-payload'
import { median, percentile } from './helpers/stats'

const ROUNDS = Number(process.argv[2] ?? 20)
const WARM_UP = 2

const msSince = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6

/** How long `work` took, whether it succeeded or refused. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint()
  await work().catch(() => undefined)
  return msSince(started)
}

async function main() {
  await withBenchPayload('readiness-timing', async ({ config, databaseUrl, database }) => {
    const { REST_GET } = await import('@payloadcms/next/routes')
    const get = REST_GET(config)
    const health = async () => {
      const response = await get(new Request('http://localhost:3000/api/health'), { params: Promise.resolve({ slug: ['health'] }) })
      await response.text()
    }
    const relay = await stallingRelay(databaseUrl)
    const answering = new pg.Pool({ connectionString: databaseUrl, max: 1 })
    const hanging = new pg.Pool({ connectionString: relay.url, max: 1 })
    const nowhere = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/bizness`, max: 1 })
    // Quiet: the hanging pool's connections time out and end, as they should.
    hanging.on('error', () => {})

    const kinds = {
      'GET /api/health': health,
      'ready, database answers': () => requireReady(answering),
      'ready, database hangs': async () => {
        relay.stall()
        try {
          await requireReady(hanging)
        } finally {
          relay.resume()
        }
      },
      'ready, nothing listens': () => requireReady(nowhere),
    }
    const targets: Record<keyof typeof kinds, string> = {
      'GET /api/health': '≤ 1000 ms',
      'ready, database answers': '',
      'ready, database hangs': `≤ ${READY_WITHIN_MS + 1_000} ms`,
      'ready, nothing listens': '≤ 2000 ms',
    }
    const times = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, [] as number[]])) as Record<keyof typeof kinds, number[]>
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
        const ms = await timed(kinds[kind])
        if (round >= WARM_UP) times[kind].push(ms)
      }
    }
    relay.close()
    await Promise.all([answering.end(), nowhere.end()])
    void hanging.end()

    console.log(`The health calls, ${ROUNDS} rounds after ${WARM_UP} warm-up rounds (${database})`)
    for (const [kind, values] of Object.entries(times)) {
      const figure = (value: number) => `${value.toFixed(1).padStart(8)} ms`
      const target = targets[kind as keyof typeof kinds]
      console.log(
        `  ${kind.padEnd(25)} median ${figure(median(values))}   p95 ${figure(percentile(values, 0.95))}   max ${figure(Math.max(...values))}${target ? `   target ${target}` : ''}`,
      )
    }
  })
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
