import { type Fault, pause } from './fault'

/** How long PostgreSQL stays down between its stop and its start (BENCH_DB_DOWN_S, default 5). */
const DOWN_MS = Number(process.env.BENCH_DB_DOWN_S || 5) * 1000

/** PostgreSQL restarts, as for a minor upgrade: fast shutdown, a few seconds down, started again on its port. */
export const postgresRestart: Fault = {
  name: `PostgreSQL restart (${DOWN_MS / 1000} s down)`,
  inflict: async ({ database, log }) => {
    await database.stop()
    log('PostgreSQL stopped')
    await pause(DOWN_MS)
    await database.start()
    log('PostgreSQL accepts connections again')
  },
}
