import type { Payload } from 'payload'

export const MAIL_QUEUE = 'mail'

/** Messages one run of the mail queue takes; a full batch means more may be waiting. */
export const MAIL_BATCH = 50

let running: Promise<void> | undefined
let again = false

/**
 * Runs the mail queue now, in the background, so a new message leaves within moments instead
 * of at the next scheduled run. One run at a time per process; a kick during a run, or a run
 * that took a full batch (the hourly reminders can queue hundreds), makes it go round once more.
 * A failed message waits out its retry pause, so it is not taken again at once.
 */
export function kickMailQueue(payload: Payload): void {
  if (running) {
    again = true
    return
  }
  running = (async () => {
    do {
      again = false
      // Give the request that queued the message time to commit before the runner looks.
      await new Promise((resolve) => setTimeout(resolve, 50))
      const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: MAIL_BATCH }).catch((error: unknown) => {
        payload.logger.error({ err: error, msg: 'Mail queue run failed' })
      })
      if (result && Object.keys(result.jobStatus ?? {}).length >= MAIL_BATCH) again = true
    } while (again)
  })().finally(() => {
    running = undefined
  })
}

/** Waits for a background run started by kickMailQueue (tests use it). */
export const mailQueueIdle = () => running ?? Promise.resolve()
