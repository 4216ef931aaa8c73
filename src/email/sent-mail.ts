import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { retryWhileAway } from '@/lib/database/away'

/**
 * How long the record of a delivered message waits for a database that went away. A restart
 * is over in seconds; past this the job's try fails and its retry sends the message again.
 */
export const SENT_RECORD_WAIT_MS = 30_000

/**
 * Whether the message of mail job `jobId` was taken by the SMTP server on an earlier try: its
 * run could not record the success in the job (the database went away), so the job came back.
 */
export async function wasSent(payload: Payload, jobId: number): Promise<boolean> {
  const { rows } = await payload.db.drizzle.execute(sql`SELECT 1 FROM sent_mail WHERE job_id = ${jobId}`)
  return rows.length > 0
}

/**
 * Records that the SMTP server took the message of mail job `jobId`, on its own connection and
 * at once, outside Payload's bookkeeping of the job. A database that is away is waited for
 * (SENT_RECORD_WAIT_MS): the message has left, and only this record stops a retry sending it again.
 */
export async function recordSent(payload: Payload, jobId: number, messageId: string): Promise<void> {
  await retryWhileAway(
    () =>
      payload.db.drizzle.execute(
        sql`INSERT INTO sent_mail (job_id, message_id) VALUES (${jobId}, ${messageId}) ON CONFLICT (job_id) DO NOTHING`,
      ),
    { forMs: SENT_RECORD_WAIT_MS },
  )
}
