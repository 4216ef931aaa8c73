import fs from 'node:fs'
import path from 'node:path'

/** Where the zero-setup defaults keep their state: embedded database, secret, mail outbox. */
export function dataDir(...parts: string[]): string {
  const root = path.resolve(process.env.BIZNESS_DATA_DIR || path.join(process.cwd(), '.data'))
  const dir = path.join(root, ...parts)
  fs.mkdirSync(dir, { recursive: true })
  return dir
}
