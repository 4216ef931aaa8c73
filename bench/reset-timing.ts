/**
 * Reset timing: does a password reset request take as long for an address nobody registered
 * as for a registered one? A difference would let anyone find out who has an account. Both
 * routes are measured: /api/user/reset and Payload's /api/users/forgot-password.
 *
 *   npx tsx bench/reset-timing.ts [rounds]
 *
 * Runs the app's Payload on a fresh database, as the integration tests do (the PostgreSQL of
 * TEST_DATABASE_URL / DATABASE_URL, else 127.0.0.1:5432, else an embedded throwaway cluster),
 * and calls the routes in-process through the same route handler Next uses. Each round asks
 * once for a registered address (a fresh account, so no hourly cap is reached) and once for an
 * unknown one, in random order, each from a visitor of its own; the mail queue is left to
 * finish between requests (untimed), so background work never lands in a measurement.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freshTestDatabase } from '../tests/helpers/test-database'

import { closeBenchPayload } from './helpers/bench-payload'
import { median, percentile } from './helpers/stats'

const ROUNDS = Number(process.argv[2] ?? 40)
const WARM_UP = 5
const ROUTES = ['/api/user/reset', '/api/users/forgot-password'] as const

const ms = (value: number) => value.toFixed(1).padStart(7)

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-bench-'))
  fs.chmodSync(scratch, 0o755)
  const server = await freshTestDatabase(scratch, () => {})
  Object.assign(process.env, {
    DATABASE_URL: server.url,
    BIZNESS_DATA_DIR: path.join(scratch, 'data'),
    MEDIA_DIR: path.join(scratch, 'media'),
    PAYLOAD_SECRET: 'reset-timing-bench',
    SMTP_URL: '',
    PAYLOAD_LOG_LEVEL: 'error',
  })
  // The outbox logs every mail it writes; here they are only noise between the figures.
  const log = console.log
  console.log = (...args: unknown[]) => void (String(args[0]).startsWith('[mail]') || log(...args))
  // The config reads the environment when it loads, so it is imported only now.
  const { default: config } = await import('../payload.config')
  const { getPayload } = await import('payload')
  const { REST_POST } = await import('@payloadcms/next/routes')
  const { runMigrations } = await import('../src/lib/database/migrate')
  const { mailQueueIdle } = await import('../src/email/mail-queue')
  const { CLIENT_ADDRESS_HEADER } = await import('../src/lib/api/visitor-address')

  const payload = await getPayload({ config })
  try {
    await runMigrations(payload)
    const post = REST_POST(config)
    const ask = async (route: (typeof ROUTES)[number], email: string) => {
      const request = new Request(`http://localhost:3000${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: `10.${[...crypto.randomBytes(3)].join('.')}` },
        body: JSON.stringify({ email }),
      })
      const started = process.hrtime.bigint()
      const response = await post(request, { params: Promise.resolve({ slug: route.replace(/^\/api\//, '').split('/') }) })
      await response.text()
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`)
      // The job it queued (lookup, token, mail) runs now, outside the measurement.
      await mailQueueIdle()
      return elapsed
    }
    const account = () =>
      payload.create({
        collection: 'users',
        data: {
          email: `registered-${crypto.randomUUID()}@bench.bizness.lv`,
          password: crypto.randomUUID(),
          first_name: 'Bench',
          last_name: 'Mark',
          roles: ['user'],
          _verified: true,
        },
        disableVerificationEmail: true,
      })
    // The first account of a database becomes its admin; the measured ones are ordinary users.
    await account()

    console.log(`Password reset requests, ${ROUNDS} rounds after ${WARM_UP} warm-up rounds (${server.describe})`)
    for (const route of ROUTES) {
      const times = { registered: [] as number[], unknown: [] as number[] }
      for (let round = 0; round < WARM_UP + ROUNDS; round++) {
        const { email } = await account()
        const kinds = { registered: email, unknown: `nobody-${crypto.randomUUID()}@bench.bizness.lv` }
        // A different order each round, so neither kind always runs on a warmer process.
        for (const kind of (Object.keys(kinds) as (keyof typeof kinds)[]).sort(() => Math.random() - 0.5)) {
          const elapsed = await ask(route, kinds[kind])
          if (round >= WARM_UP) times[kind].push(elapsed)
        }
      }
      const [registered, unknown] = [median(times.registered), median(times.unknown)]
      console.log(`  ${route}`)
      console.log(
        `    ${'registered'.padEnd(11)} median ${ms(registered)} ms   p10 ${ms(percentile(times.registered, 0.1))} ms   p90 ${ms(percentile(times.registered, 0.9))} ms`,
      )
      console.log(
        `    ${'unknown'.padEnd(11)} median ${ms(unknown)} ms   p10 ${ms(percentile(times.unknown, 0.1))} ms   p90 ${ms(percentile(times.unknown, 0.9))} ms`,
      )
      console.log(`    ratio registered / unknown: ${(registered / unknown).toFixed(3)}`)
    }
  } finally {
    await mailQueueIdle()
    await closeBenchPayload(payload)
    await server.dispose()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
