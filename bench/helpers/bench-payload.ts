import type { Payload } from 'payload'

/**
 * Shuts a bench's Payload down so its database can be dropped. Payload keeps the client it
 * connected with checked out, so ending its pool never settles: dropping the database closes
 * what is left, and the errors that makes are expected.
 */
export async function closeBenchPayload(payload: Payload): Promise<void> {
  await payload.destroy()
  const { pool } = payload.db as unknown as { pool: { on(event: 'error', listener: () => void): void; end(): Promise<void> } }
  pool.on('error', () => {})
  void pool.end()
}
