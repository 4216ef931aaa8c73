/**
 * Runs a command (next dev, next start, payload …) with a database ready under DATABASE_URL:
 * the configured one, or the embedded PostgreSQL, which it starts and stops again on exit
 * or Ctrl-C. With --prepare it first applies migrations and, on the embedded database only,
 * seeds the demo data on first start; --prepare-built does the same from the production build
 * (`npm start`), --prepare from the sources (`npm run dev`). With --built NAME the command is the
 * build's compiled entry NAME (tools/entries.ts), what follows `--` its arguments. With
 * --join (the worker) it starts no database: it takes the embedded one the site's own launcher is
 * running, and leaves it running.
 *
 *   tsx scripts/with-database.ts [--prepare | --prepare-built | --join] [--built NAME] -- [command] [args…]
 */
import { spawn } from 'node:child_process'

import { localDatabase, recordDatabaseUrl, siteDatabase } from '../tools/postgres/local'
import { type Entry, ENTRY_SOURCES, entryArgs, PAYLOAD_NODE_OPTIONS, requireBuild } from '../tools/entries'

const USAGE = 'usage: tsx scripts/with-database.ts [--prepare | --prepare-built | --join] [--built NAME] -- [command] [args…]'
const argv = process.argv.slice(2)
const separator = argv.indexOf('--')
const flags = separator === -1 ? [] : argv.slice(0, separator)
const rest = separator === -1 ? argv : argv.slice(separator + 1)
const built = flags.includes('--built') ? flags[flags.indexOf('--built') + 1] : undefined
if (built !== undefined && !(built in ENTRY_SOURCES)) {
  console.error(`${USAGE}
NAME is one of: ${Object.keys(ENTRY_SOURCES).join(', ')}`)
  process.exit(2)
}
const command = built ? [process.execPath, ...entryArgs(built as Entry, ...rest)] : rest
if (command.length === 0) {
  console.error(USAGE)
  process.exit(2)
}
// What runs from the production build says so clearly when there is none.
if (built || flags.includes('--prepare-built')) requireBuild()

/** How the database is prepared before the command, if it is. */
function preparation(seed: boolean): string[] | undefined {
  const args = seed ? ['--seed-if-empty'] : []
  if (flags.includes('--prepare-built')) return [process.execPath, ...entryArgs('migrate', ...args)]
  if (flags.includes('--prepare')) return [process.execPath, ...PAYLOAD_NODE_OPTIONS, '--import', 'tsx', 'src/entries/migrate.ts', ...args]
  return undefined
}

const run = (cmd: string[], env: NodeJS.ProcessEnv) =>
  new Promise<number>((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit', env })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })

async function main() {
  const database = flags.includes('--join') ? await siteDatabase() : await localDatabase()
  if (database.embedded) {
    console.log(`Embedded PostgreSQL is running: ${database.url}`)
    recordDatabaseUrl(database.url)
  }
  const env = { ...process.env, DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: '1' }
  let code = 0
  try {
    const prepare = preparation(database.embedded)
    if (prepare) code = await run(prepare, env)
    if (code === 0) code = await run(command, env)
    else console.error(`Preparing the database did not finish (exit ${code}); ${command[0]} was not started.`)
  } finally {
    await database.stop()
    if (database.embedded) console.log('Embedded PostgreSQL stopped.')
  }
  process.exit(code)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
