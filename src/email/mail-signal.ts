import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The PostgreSQL channel on which a web server tells the workers that mail waits (LISTEN in src/jobs/worker.ts). */
export const MAIL_CHANNEL = 'bizness_mail_queued'

/**
 * Tells whoever listens on MAIL_CHANNEL that a message was queued, once its job is committed. A
 * failed signal is only logged: the workers' periodic run takes the message a few seconds later.
 */
export async function signalQueuedMail(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql`SELECT pg_notify(${MAIL_CHANNEL}, '')`).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'Could not signal the queued mail to the workers' })
  })
}
