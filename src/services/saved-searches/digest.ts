import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import { queueEmailIn } from '@/email/send'
import { requestDb } from '@/lib/database/request-db'
import { inTransaction } from '@/lib/database/in-transaction'
import { localeOf } from '@/services/account/users'

import { digestMail } from './digest-mail'
import { dueBefore, newsUntil } from './digest-time'
import { idList } from './id-list'

/** People whose due searches one read takes; each is then handled in a transaction of their own. */
const OWNERS_PER_READ = 100

/** People with a search due before `before`, after the id `after`, who may be written to (not blocked or disabled). */
async function dueOwners(payload: Payload, before: Date, after: number): Promise<number[]> {
  const { rows } = await payload.db.drizzle.execute<{ user_id: number }>(sql`
    SELECT DISTINCT s.user_id FROM saved_searches s JOIN users u ON u.id = s.user_id
    WHERE s.unsubscribed_at IS NULL AND s.checked_until < ${before.toISOString()} AND s.user_id > ${after}
      AND NOT coalesce(u.blocked, false) AND NOT coalesce(u.is_deleted, false)
    ORDER BY s.user_id
    LIMIT ${OWNERS_PER_READ}`)
  return rows.map((row) => Number(row.user_id))
}

/**
 * One person's digest: their due searches are locked, read for news, moved on to `until` and the
 * mail queued, all in one transaction. A crash or a failed queueing leaves the searches where they
 * were, for the next run; a second runner waits for the lock and then finds nothing due. So each
 * new listing reaches a search's digest exactly once. One mail, in the language the person chose
 * (whatever page each search was saved on).
 */
async function digestFor(payload: Payload, userId: number, now: Date): Promise<number> {
  const req = await createLocalReq({}, payload)
  const until = newsUntil(now)
  return inTransaction(req, async () => {
    const db = await requestDb(req)
    const { rows } = await db.execute<{ id: number }>(sql`
      SELECT id FROM saved_searches
      WHERE user_id = ${userId} AND unsubscribed_at IS NULL AND checked_until < ${dueBefore(now).toISOString()}
      ORDER BY id
      FOR UPDATE`)
    if (rows.length === 0) return 0
    const ids = rows.map((row) => Number(row.id))
    const owner = await payload.findByID({
      collection: 'users',
      id: userId,
      depth: 0,
      select: { email: true, first_name: true, locale: true },
      req,
    })
    const { docs: searches } = await payload.find({
      collection: 'saved-searches',
      where: { id: { in: ids } },
      sort: 'id',
      depth: 0,
      pagination: false,
      req,
    })
    const mail = await digestMail(payload, owner, searches, until, localeOf(owner))
    if (mail) await queueEmailIn(req, owner.email, mail.content, { headers: mail.headers })
    const withNews = mail?.withNews ?? []
    await db.execute(sql`
      UPDATE saved_searches SET checked_until = ${until.toISOString()}, updated_at = ${now.toISOString()} WHERE id IN (${idList(ids)})`)
    if (withNews.length > 0) {
      await db.execute(sql`UPDATE saved_searches SET last_digest_at = ${now.toISOString()} WHERE id IN (${idList(withNews)})`)
    }
    return mail ? 1 : 0
  })
}

/**
 * The daily digest of saved searches, as at `now` (tests move it): every person with a search
 * due gets the new public listings matching it, in the language they chose; nothing new, no
 * mail. Answers how many mails were queued.
 */
export async function sendSavedSearchDigests(payload: Payload, now: Date = new Date()): Promise<number> {
  let mailed = 0
  let after = 0
  for (;;) {
    const owners = await dueOwners(payload, dueBefore(now), after)
    for (const userId of owners) mailed += await digestFor(payload, userId, now)
    if (owners.length < OWNERS_PER_READ) return mailed
    after = owners[owners.length - 1]
  }
}
