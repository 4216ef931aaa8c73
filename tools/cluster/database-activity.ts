import pg from 'pg'

/**
 * What every other connection to the database at `url` is doing, one line each (state, what it
 * waits on, since when, its query), and the locks some wait for: a step that hangs on the
 * database says why in its failure.
 */
export async function databaseActivity(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, query_timeout: 5_000 })
  try {
    await client.connect()
    const { rows } = await client.query<{ line: string }>(`
      SELECT format('pid %s %s %s/%s since %s: %s', a.pid, a.state, a.wait_event_type, a.wait_event,
        to_char(now() - a.xact_start, 'MI:SS'), left(regexp_replace(a.query, '\\s+', ' ', 'g'), 200)) ||
        coalesce((SELECT ' [waits for ' || string_agg(l.mode || ' on ' || coalesce(l.relation::regclass::text, l.locktype), ', ') || ']'
          FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted), '') AS line
      FROM pg_stat_activity a
      WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()
      ORDER BY a.xact_start NULLS LAST`)
    return rows.map((row) => row.line).join('\n') || 'no other connection'
  } catch (error) {
    return `unreadable: ${error instanceof Error ? error.message : String(error)}`
  } finally {
    await client.end().catch(() => {})
  }
}
