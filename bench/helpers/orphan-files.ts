import pg from 'pg'

import { UPLOAD_FOLDERS } from '../../src/lib/storage/upload-folders'
import type { StoredFiles } from './stored-files'

/**
 * Stored files that no row names: every column of an upload collection's table whose name ends
 * in `filename` (the original and each image size) is a name a row keeps.
 */
export async function orphanFiles(databaseUrl: string, files: StoredFiles): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const orphans: string[] = []
    for (const [table, folder] of Object.entries(UPLOAD_FOLDERS)) {
      const { rows: columns } = await client.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND column_name LIKE '%filename'",
        [table],
      )
      const kept = new Set<string>()
      for (const { column_name } of columns) {
        const { rows } = await client.query<{ name: string | null }>(
          `SELECT ${client.escapeIdentifier(column_name)} AS name FROM ${client.escapeIdentifier(table)}`,
        )
        for (const { name } of rows) if (name) kept.add(name)
      }
      orphans.push(...(await files.list(folder)).filter((file) => !kept.has(file.name)).map((file) => `${folder}/${file.name}`))
    }
    return orphans
  } finally {
    await client.end()
  }
}
