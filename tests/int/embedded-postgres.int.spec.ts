import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, type RunningDatabase } from '../../tools/postgres/embedded'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizness-embedded-'))
fs.chmodSync(scratch, 0o755)
const dir = path.join(scratch, 'postgres')
const running: RunningDatabase[] = []

afterAll(async () => {
  for (const db of running) await db.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

const postmasterPid = () => Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('embedded PostgreSQL', () => {
  it('should initialise a cluster on first start, create the database and keep data across restarts', async () => {
    const first = await startEmbeddedPostgres({ dir, database: 'bizness', log: () => {}, throwaway: true })
    running.push(first)
    await query(first.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$saglabāts$$)')
    await first.stop()
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false)

    const second = await startEmbeddedPostgres({ dir, database: 'bizness', log: () => {}, throwaway: true })
    running.push(second)
    expect(await query(second.url, 'SELECT v FROM kept')).toEqual([{ v: 'saglabāts' }])
    await second.stop()
  })

  it('should detect a database left running by a killed start, stop it with a clear message and start afresh', async () => {
    const orphan = await startEmbeddedPostgres({ dir, database: 'bizness', log: () => {}, throwaway: true })
    // The launcher "dies" here without stopping its database, as after kill -9.
    const orphanPid = postmasterPid()
    expect(alive(orphanPid)).toBe(true)

    const lines: string[] = []
    const next = await startEmbeddedPostgres({ dir, database: 'bizness', log: (line) => lines.push(line), throwaway: true })
    running.push(next, orphan)
    expect(alive(orphanPid)).toBe(false)
    expect(lines.join('\n')).toMatch(new RegExp(`pid ${orphanPid}.*left running`))
    expect(await query(next.url, 'SELECT v FROM kept')).toEqual([{ v: 'saglabāts' }])
    await next.stop()
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false)
  })
})
