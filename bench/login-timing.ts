/**
 * Login timing: does POST /api/authenticate take as long for an e-mail nobody registered as
 * for a registered one with a wrong password (and how both compare with a right password)?
 * A difference would let anyone find out who has an account.
 *
 *   npx tsx bench/login-timing.ts [rounds]
 *
 * Runs the app's Payload on a fresh database, as the integration tests do (the PostgreSQL of
 * TEST_DATABASE_URL / DATABASE_URL, else 127.0.0.1:5432, else an embedded throwaway cluster),
 * and calls the endpoint in-process through the same route handler Next uses. Each round
 * times the three kinds of login in turn; the account's failed-attempt count and sessions are
 * reset between rounds (untimed), so the lock never kicks in and no state piles up.
 */
import crypto from 'node:crypto'

import { withBenchPayload } from './helpers/bench-payload'
import { median, percentile } from './helpers/stats'

const ROUNDS = Number(process.argv[2] ?? 60)
const WARM_UP = 8

async function main() {
  await withBenchPayload('login-timing', async ({ payload, config, database }) => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const post = REST_POST(config)
    const login = async (email: string, password: string) => {
      const request = new Request('http://localhost:3000/api/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      })
      const started = process.hrtime.bigint()
      const response = await post(request, { params: Promise.resolve({ slug: ['authenticate'] }) })
      await response.text()
      return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.status }
    }

    const make = (email: string, password: string) =>
      payload.create({
        collection: 'users',
        data: { email, password, first_name: 'Bench', last_name: 'Mark', roles: ['user'], _verified: true },
        disableVerificationEmail: true,
      })
    // The first account of a database becomes its admin; the measured one is an ordinary user.
    await make(`operator-${crypto.randomUUID()}@bench.bizness.lv`, crypto.randomUUID())
    const password = 'the-right-password-1'
    const account = await make('registered@bench.bizness.lv', password)
    const fresh = () =>
      payload.update({ collection: 'users', id: account.id, data: { loginAttempts: 0, lockUntil: null, sessions: [] }, depth: 0 })

    const kinds = {
      'unknown e-mail': () => login(`nobody-${crypto.randomUUID()}@bench.bizness.lv`, 'a-wrong-password'),
      'wrong password': () => login('registered@bench.bizness.lv', 'a-wrong-password'),
      'right password': () => login('registered@bench.bizness.lv', password),
    }
    const expected = { 'unknown e-mail': 401, 'wrong password': 401, 'right password': 200 }
    const times: Record<keyof typeof kinds, number[]> = { 'unknown e-mail': [], 'wrong password': [], 'right password': [] }

    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      // A different order each round, so no kind always runs on a warmer or colder process.
      const order = (Object.keys(kinds) as (keyof typeof kinds)[]).sort(() => Math.random() - 0.5)
      for (const kind of order) {
        await fresh()
        const { ms, status } = await kinds[kind]()
        if (status !== expected[kind]) throw new Error(`${kind}: expected ${expected[kind]}, got ${status}`)
        if (round >= WARM_UP) times[kind].push(ms)
      }
    }

    const unknown = median(times['unknown e-mail'])
    const wrong = median(times['wrong password'])
    const right = median(times['right password'])
    console.log(`POST /api/authenticate, ${ROUNDS} rounds after ${WARM_UP} warm-up rounds (${database})`)
    for (const [kind, values] of Object.entries(times)) {
      console.log(
        `  ${kind.padEnd(15)} median ${median(values).toFixed(1).padStart(7)} ms   p10 ${percentile(values, 0.1).toFixed(1).padStart(7)} ms   p90 ${percentile(values, 0.9).toFixed(1).padStart(7)} ms`,
      )
    }
    console.log(`  ratio unknown e-mail / wrong password: ${(unknown / wrong).toFixed(3)}`)
    console.log(`  ratio unknown e-mail / right password: ${(unknown / right).toFixed(3)}`)
  })
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
