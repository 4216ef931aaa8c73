import { isDatabaseUnavailable } from './unavailable'

const FIRST_PAUSE_MS = 200
const LONGEST_PAUSE_MS = 1_000

/**
 * Runs `work`, and runs it again while it fails because the database is unavailable
 * (isDatabaseUnavailable), for at most `forMs`: a restart or a failover is over in seconds.
 * The pauses grow from 0.2 s to 1 s, so the work lands within a second of the database's return.
 * Any other failure, or the last one, is thrown. Only for work that may safely run twice.
 */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, { forMs }: { forMs: number }): Promise<T> {
  const deadline = Date.now() + forMs
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await work()
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + pause > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}
