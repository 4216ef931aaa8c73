import { clientMessages, statementText } from './postgres-messages'
import { postgresRelay } from './postgres-relay'

/** What a test does just before PostgreSQL gets one of the app's statements (its SQL). */
export type BeforeStatement = (sql: string) => Promise<void>

export type StatementHook = {
  /** PostgreSQL's own address, for the test's connections: what they send is not held. */
  direct: string
  /**
   * Runs `work` with `before` called ahead of every statement the app sends meanwhile, each
   * held back until `before` has finished; a `before` that failed fails the run afterwards.
   */
  during: <T>(work: () => Promise<T>, before: BeforeStatement) => Promise<T>
  close: () => void
}

/**
 * Puts a relay between this test file's app and PostgreSQL, so a test can act at the very moment
 * a statement of the app is on its way: what another server does meanwhile (a row deleted while a
 * sweep reads a table part by part), at a point no timing could hit. The app's statements and the
 * answers pass unchanged. Sets DATABASE_URL, which the Payload config reads when it is first
 * imported: call it from `vi.hoisted`, ahead of the file's imports.
 */
export async function hookDatabaseStatements(): Promise<StatementHook> {
  const direct = process.env.DATABASE_URL!
  let before: BeforeStatement | undefined
  let failure: unknown

  const relay = await postgresRelay(direct, () => {
    const messages = clientMessages()
    let sent = Promise.resolve()
    return (chunk, pass) => {
      const statements = messages(chunk)
        .map(statementText)
        .filter((sql) => sql !== undefined)
      // One connection's bytes stay in order: a chunk waits for the hooks of the ones before it.
      sent = sent.then(async () => {
        for (const sql of statements) await before?.(sql).catch((error: unknown) => (failure ??= error))
        pass(chunk)
      })
    }
  })
  process.env.DATABASE_URL = relay.url

  return {
    direct,
    during: async (work, hook) => {
      before = hook
      failure = undefined
      const result = await work().finally(() => {
        before = undefined
      })
      if (failure) throw failure
      return result
    },
    close: relay.close,
  }
}
