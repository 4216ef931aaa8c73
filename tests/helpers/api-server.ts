import { freePort, startProcess } from '../../tools/processes'
import { testEntryArgs } from './test-entries'

export const API_SERVER_READY = '@@api-server-listening@@'

export type ApiServer = {
  url: string
  /** Whether the process is still running. */
  alive: () => boolean
  /** Everything it printed so far. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts the app's /api routes as a server process of its own (tests/helpers/api-server-main.ts)
 * on `databaseUrl`, and resolves once it listens.
 */
export async function startApiServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freePort()
  const server = startProcess('api-server', process.execPath, testEntryArgs('api-server'), {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, API_SERVER_PORT: String(port) },
    readyWhen: { says: API_SERVER_READY },
  })
  await server.ready
  return {
    url: `http://127.0.0.1:${port}`,
    alive: () => server.child.exitCode === null && server.child.signalCode === null,
    output: server.output,
    stop: () => server.stop(),
  }
}
