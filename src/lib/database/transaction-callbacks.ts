import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'

type Callback = () => Promise<void>
type Waiting = { committed: Callback[]; rolledBack: Callback[] }

/** Work waiting for the end of a transaction, by its id. */
const waiting = new Map<number | string, Waiting>()

type Logger = BaseDatabaseAdapter['payload']['logger']

async function settle(id: number | string, outcome: keyof Waiting, logger: Logger) {
  const work = waiting.get(id)
  waiting.delete(id)
  for (const callback of work?.[outcome] ?? []) {
    await callback().catch((error: unknown) => logger.error({ err: error, msg: `Work after a ${outcome} transaction failed` }))
  }
}

/**
 * Payload has no hook for the end of a transaction, and some of its work cannot be rolled back
 * (it removes an upload's files, from disk or from S3, before the delete is committed). The
 * adapter is given ears for its own commit and rollback, so such work can wait for the outcome
 * (afterCommit, onRollback).
 */
export function withTransactionCallbacks<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const commit = db.commitTransaction
      const rollback = db.rollbackTransaction
      db.commitTransaction = async (id) => {
        await commit.call(db, id)
        if (typeof id === 'number' || typeof id === 'string') await settle(id, 'committed', args.payload.logger)
      }
      db.rollbackTransaction = async (id) => {
        await rollback.call(db, id)
        if (typeof id === 'number' || typeof id === 'string') await settle(id, 'rolledBack', args.payload.logger)
      }
      return db
    },
  }
}

/** The open transaction of a request, once it has started; undefined when there is none. */
async function transactionOf(req: PayloadRequest): Promise<number | string | undefined> {
  const id = await req.transactionID
  return typeof id === 'number' || typeof id === 'string' ? id : undefined
}

/** Whether the request's work runs in a transaction, so that work can wait for its outcome. */
export const hasTransaction = async (req: PayloadRequest) => (await transactionOf(req)) !== undefined

/**
 * Registers work for the end of the request's transaction: `committed` runs once it commits,
 * `rolledBack` once it is rolled back. Answers false when the request has no transaction, so the
 * caller knows nothing will wait.
 */
export async function whenTransactionEnds(
  req: PayloadRequest,
  callbacks: { committed?: Callback; rolledBack?: Callback },
): Promise<boolean> {
  const id = await transactionOf(req)
  if (id === undefined) return false
  const work = waiting.get(id) ?? { committed: [], rolledBack: [] }
  if (callbacks.committed) work.committed.push(callbacks.committed)
  if (callbacks.rolledBack) work.rolledBack.push(callbacks.rolledBack)
  waiting.set(id, work)
  return true
}
